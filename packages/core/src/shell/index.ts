export { GlobalSearch, SEARCH_DEBOUNCE_MS, SEARCH_HITS_PER_PROVIDER } from './global-search';
export type { GlobalSearchProps } from './global-search';
export { RequireAuth, RouteGuard, permissionDeniedAtom, usePermissionDenied } from './guards';
export { Header } from './header';
export type { HeaderProps } from './header';
export { LoginPage, REACTIVATE_PATH } from './login-page';
export { Favourites, MainMenu } from './main-menu';
export { LoadingPage, NotFoundPage, PermissionDeniedPage } from './pages';
export { ShellLayout } from './shell-layout';
export {
  SIGNATURE_REQUIRED_MESSAGE,
  SIGNATURE_SAVED_MESSAGE,
  SignatureDialog,
  penWidth,
  signatureSvg,
} from './signature-dialog';
export type { SignatureStroke } from './signature-dialog';
export { SignatureGate } from './signature-gate';
export {
  CONTENT_BREAKPOINT_PX,
  MOBILE_SEARCH_BREAKPOINT_PX,
  useIsMobileContent,
  useIsMobileHeader,
  useMediaQuery,
} from './use-media-query';
export { useFavourites, useVisibleMenu } from './use-menu';
export type { MenuSection } from './use-menu';
export { StoreSwitcher, UserMenu, useLogout } from './user-menu';
export {
  PREFERS_DARK_QUERY,
  THEME_PREFERENCES,
  THEME_PREFERENCE_LABELS,
  ThemeSync,
  readThemePreference,
  resolveTheme,
  themeStorageKey,
  useTheme,
  useThemePreference,
  writeThemePreference,
} from './theme';
export type { Theme, ThemePreference } from './theme';
export { CommandPaletteHost } from './command-palette-host';
export { KEYBOARD_SHORTCUTS } from './keyboard-shortcuts';
export type { KeyboardShortcut } from './keyboard-shortcuts';
export {
  commandPaletteOpenAtom,
  isPaletteShortcut,
  shortcutsHelpOpenAtom,
  useCommandPaletteOpen,
  useShortcutsHelpOpen,
} from './shortcuts';
export {
  RECENT_RECORDS_LIMIT,
  readRecentRecords,
  recentRecordsKey,
  rememberRecentRecord,
  useRecentRecords,
} from './recent-records';
export type { RecentRecord } from './recent-records';
