import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAccount, useAdmin } from '../admin/admin-context';
import { useApi } from '../plugin/api-provider';
import { toastApiRef } from '../core-apis';
import { toastError } from '../notifications/errors';
import { ACCOUNT_PATH, HOME_PATH, LOGIN_PATH } from '../session/session';
import { MenuButton } from './menu-button';
import { useShortcutsHelpOpen } from './shortcuts';
import { THEME_PREFERENCES, THEME_PREFERENCE_LABELS, useThemePreference } from './theme';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** Logs out (revoking the refresh token) and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const { session } = useAdmin();
  const navigate = useNavigate();
  return useCallback(async () => {
    await session.logout();
    await navigate(LOGIN_PATH, { replace: true });
  }, [session, navigate]);
}

/**
 * The user panel (spec 4 §2): profile, account, the colour theme (System, Light, Dark; kept
 * per account), log out.
 */
export function UserMenu() {
  const account = useAccount();
  const logout = useLogout();
  const navigate = useNavigate();
  const [theme, setTheme] = useThemePreference();
  const [, setShortcutsOpen] = useShortcutsHelpOpen();
  if (!account) return null;
  const name = account.profile.full_name || account.profile.email;
  return (
    <MenuButton
      className="sr-user-trigger"
      label={`Account menu for ${name}`}
      trigger={
        <>
          {/* The initials are drawn by CSS: visible text of the button stays the name, which its
              accessible name contains (axe label-content-name-mismatch, WCAG 2.5.3). */}
          <span className="sr-avatar" aria-hidden="true" data-initials={initials(name)} />
          <span className="sr-user-name">{name}</span>
        </>
      }
      heading={account.profile.email}
      items={[
        { id: 'profile', label: 'Profile', onSelect: () => void navigate(`${ACCOUNT_PATH}#profile`) },
        { id: 'account', label: 'Account', onSelect: () => void navigate(ACCOUNT_PATH) },
        { id: 'shortcuts', label: 'Keyboard shortcuts', onSelect: () => setShortcutsOpen(true) },
      ]}
      groups={[
        {
          id: 'theme',
          label: 'Theme',
          items: THEME_PREFERENCES.map((preference) => ({
            id: `theme-${preference}`,
            label: THEME_PREFERENCE_LABELS[preference],
            checked: theme === preference,
            onSelect: () => setTheme(preference),
          })),
        },
      ]}
      footerItems={[{ id: 'logout', label: 'Log out', onSelect: () => void logout() }]}
    />
  );
}

/** Store switching (spec 4 §2, auth contract `POST /account/stores`); hidden with one store. */
export function StoreSwitcher() {
  const account = useAccount();
  const { session } = useAdmin();
  const toast = useApi(toastApiRef);
  const navigate = useNavigate();
  if (!account || account.stores.length < 2) return null;
  const current =
    account.stores.find((s) => s.current) ?? account.stores.find((s) => s.id === account.store.id);
  return (
    <MenuButton
      className="sr-store-trigger"
      align="start"
      // The visible store name is part of the accessible name (WCAG 2.5.3); axe ignores text in
      // parentheses, so the name says it after a comma.
      label={`Switch store, current: ${current?.title ?? ''}`}
      trigger={current?.title ?? 'Store'}
      heading="Switch store"
      items={account.stores.map((store) => ({
        id: String(store.id),
        checked: store.id === current?.id,
        label: (
          <>
            {store.title} <span className="sr-muted">{store.subdomain}</span>
          </>
        ),
        onSelect: () => {
          if (store.id === current?.id) return;
          void session
            .switchStore(store.id)
            .then(() => navigate(HOME_PATH))
            .catch((error: unknown) => toastError(toast, error));
        },
      }))}
    />
  );
}
