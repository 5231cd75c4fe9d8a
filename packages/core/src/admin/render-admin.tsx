import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminConfigError } from './assemble';
import { createAdmin } from './create-admin';
import type { Admin, CreateAdminOptions } from './create-admin';

/**
 * Shown instead of the admin when it cannot start (a plugin's manifest is invalid): the
 * problems on the page, each naming its plugin, rather than a blank page and a console error.
 */
export function StartupErrorPage({ error }: { error: unknown }) {
  const problems =
    error instanceof AdminConfigError
      ? error.problems
      : [error instanceof Error ? error.message : String(error)];
  return (
    <main>
      <section className="sr-page-message" role="alert" aria-labelledby="sr-startup-error-title">
        <h1 id="sr-startup-error-title">The admin cannot start</h1>
        <p>
          {error instanceof AdminConfigError
            ? 'The plugins given to createAdmin have problems:'
            : 'Starting the admin failed:'}
        </p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p>Correct them and reload the page.</p>
      </section>
    </main>
  );
}

/**
 * Creates the admin and renders it into `container`; if it cannot start (an invalid manifest
 * throws `AdminConfigError`), renders {@link StartupErrorPage} with the problems instead, logs
 * the error, and answers `null`.
 *
 * @example
 * renderAdmin(document.getElementById('root')!, { plugins, apiBaseUrl: '/api/v1' });
 */
export function renderAdmin(container: Element, options: CreateAdminOptions): Admin | null {
  const root = createRoot(container);
  let admin: Admin;
  try {
    admin = createAdmin(options);
  } catch (error) {
    console.error(error);
    root.render(<StartupErrorPage error={error} />);
    return null;
  }
  root.render(
    <StrictMode>
      <admin.App />
    </StrictMode>,
  );
  return admin;
}
