import { useAccount, useLogout } from '@storeroom/core';
import { Button } from '@storeroom/ui';

/** A minimal account page until the account plugin provides the full one (spec 1 §2). */
export function AccountPage() {
  const account = useAccount();
  const logout = useLogout();
  if (!account) return null;
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Account</h1>
      {account.disabled ? <p role="alert">Your account is disabled. Please contact support.</p> : null}
      <dl>
        <dt>Name</dt>
        <dd>{account.profile.full_name}</dd>
        <dt>Email</dt>
        <dd>{account.profile.email}</dd>
        <dt>Store</dt>
        <dd>{account.store.title}</dd>
      </dl>
      <Button onClick={() => void logout()}>Log out</Button>
    </section>
  );
}
