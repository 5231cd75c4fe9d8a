import { Link } from 'react-router';
import { HOME_PATH } from '../session/session';

/** Shown for an admin path no plugin registers. */
export function NotFoundPage() {
  return (
    <section className="sr-page-message" aria-labelledby="sr-not-found-title">
      <h1 id="sr-not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={HOME_PATH}>Go to the dashboard</Link>
      </p>
    </section>
  );
}

/** Shown when the access list does not cover the page's subject (spec 1 §6). */
export function PermissionDeniedPage() {
  return (
    <section className="sr-page-message" data-state="permission-denied" aria-labelledby="sr-denied-title">
      <h1 id="sr-denied-title">Permission denied</h1>
      <p>You don&apos;t have permission to view this page. Ask the store owner for access.</p>
      <p>
        <Link to={HOME_PATH}>Go to the dashboard</Link>
      </p>
    </section>
  );
}

/** Shown while a page's code or the account loads. */
export function LoadingPage({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="sr-page-loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
