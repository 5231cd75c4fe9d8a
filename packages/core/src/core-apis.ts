import type { AccountApi, AuthApi, SessionHttpClient } from './client';
import type { DialogService } from './notifications/dialog-service';
import type { ToastService } from './notifications/toast-service';
import { createApiRef } from './plugin/api-ref';

/** The admin's HTTP transport (bearer, refresh queue). Plugins build their clients on it. */
export const httpApiRef = createApiRef<SessionHttpClient>('core.http');
/** Login, logout and store switching (auth contract). */
export const authApiRef = createApiRef<AuthApi>('core.auth');
/** `GET/PATCH /account` and friends. */
export const accountApiRef = createApiRef<AccountApi>('core.account');
/** Toasts (spec 1 §9). */
export const toastApiRef = createApiRef<ToastService>('core.toast');
/** Confirm dialogs. */
export const dialogApiRef = createApiRef<DialogService>('core.dialog');
