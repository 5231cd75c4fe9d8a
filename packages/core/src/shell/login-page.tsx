import { Button, Field, Input } from '@storeroom/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../client/types';
import { useAdmin, useSessionState } from '../admin/admin-context';
import { errorMessages } from '../notifications/errors';
import { HOME_PATH } from '../session/session';
import { ThemeSync } from './theme';

/** Where an account that must be reactivated goes, with its code in the hash (spec 2 §8). */
export const REACTIVATE_PATH = '/admin/user/reactivate';

/**
 * The login page (`/admin/user/login`, spec 1 §2). After login the user goes back to the
 * remembered address, or to /admin.
 */
export function LoginPage({ productName = 'Storeroom' }: { productName?: string }) {
  const { session } = useAdmin();
  const { status } = useSessionState();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  // Already signed in (another tab, or the back button): go on to where the user was headed.
  if (status === 'ready' && !busy) return <Navigate to={session.peekReturnAddress() ?? HOME_PATH} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = await session.login({ email: email.trim(), password });
      navigate(next, { replace: true });
    } catch (caught) {
      const body =
        caught instanceof ApiError ? (caught.body as { reactivation_code?: unknown } | undefined) : undefined;
      if (typeof body?.reactivation_code === 'string') {
        navigate(`${REACTIVATE_PATH}#${body.reactivation_code}`);
        return;
      }
      setError(errorMessages(caught).join(' '));
      setBusy(false);
    }
  }

  return (
    <main className="sr-login">
      {/* Nobody is signed in yet: the page follows the system's light or dark setting. */}
      <ThemeSync />
      <form className="sr-login-card" onSubmit={onSubmit} noValidate aria-labelledby="sr-login-title">
        <p className="sr-login-brand">{productName}</p>
        <h1 id="sr-login-title">Log in</h1>
        {error ? (
          <p id={errorId} className="sr-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <Field label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </Field>
        <Field label="Password">
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </Field>
        <Button type="submit" variant="primary" loading={busy}>
          Log in
        </Button>
      </form>
    </main>
  );
}
