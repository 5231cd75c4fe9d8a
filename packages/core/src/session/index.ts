export {
  ACCOUNT_CACHE_MS,
  ACCOUNT_PATH,
  ACCOUNT_REFRESH_THROTTLE_MS,
  DEFAULT_FAVOURITES,
  HOME_PATH,
  LOGIN_PATH,
  Session,
  isLoginArea,
  principalOf,
} from './session';
export type { SessionOptions, SessionState, SessionStatus } from './session';
