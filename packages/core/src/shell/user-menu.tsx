import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useAccount, useAdmin } from '../admin/admin-context';
import { useApi } from '../plugin/api-provider';
import { toastApiRef } from '../core-apis';
import { toastError } from '../notifications/errors';
import { ACCOUNT_PATH, LOGIN_PATH } from '../session/session';

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

/** The user panel (spec 4 §2): profile, account, log out. */
export function UserMenu() {
  const account = useAccount();
  const { session } = useAdmin();
  const navigate = useNavigate();
  if (!account) return null;
  const name = account.profile.full_name || account.profile.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="sr-user-trigger" aria-label={`Account menu for ${name}`}>
        <span className="sr-avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="sr-user-name">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sr-dropdown" align="end" sideOffset={6}>
          <DropdownMenu.Label className="sr-dropdown-label">{account.profile.email}</DropdownMenu.Label>
          <DropdownMenu.Item
            className="sr-dropdown-item"
            onSelect={() => navigate(`${ACCOUNT_PATH}#profile`)}
          >
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className="sr-dropdown-item" onSelect={() => navigate(ACCOUNT_PATH)}>
            Account
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="sr-dropdown-separator" />
          <DropdownMenu.Item
            className="sr-dropdown-item"
            onSelect={() => {
              void session.logout().then(() => navigate(LOGIN_PATH, { replace: true }));
            }}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="sr-store-trigger"
        aria-label={`Switch store (current: ${current?.title ?? ''})`}
      >
        {current?.title ?? 'Store'}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sr-dropdown" align="start" sideOffset={6}>
          <DropdownMenu.Label className="sr-dropdown-label">Switch store</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={String(current?.id ?? '')}>
            {account.stores.map((store) => (
              <DropdownMenu.RadioItem
                key={store.id}
                value={String(store.id)}
                className="sr-dropdown-item"
                onSelect={() => {
                  if (store.id === current?.id) return;
                  void session
                    .switchStore(store.id)
                    .then(() => navigate('/admin'))
                    .catch((error: unknown) => toastError(toast, error));
                }}
              >
                {store.title}
                <span className="sr-muted"> {store.subdomain}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
