import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import { createTestAdmin } from '../testing';
import { useAppInstall } from './app-install';

let installed = false;

function ReviewsApp() {
  const app = useAppInstall('reviews');
  return (
    <section>
      <h1>Reviews</h1>
      <p>{app.installed === undefined ? 'checking' : app.installed ? 'installed' : 'not installed'}</p>
      <button type="button" onClick={() => void (app.installed ? app.uninstall() : app.install())}>
        {app.installed ? 'Uninstall' : 'Install'}
      </button>
    </section>
  );
}

const reviews = definePlugin({
  id: 'reviews',
  routes: [{ path: '/admin/apps/app/reviews', subject: SUBJECTS.apps, load: async () => ReviewsApp }],
  menu: [{ group: 'apps', label: 'Reviews', path: '/admin/apps/app/reviews' }],
  isInstalled: async () => installed,
  onInstall: async () => {
    installed = true;
  },
  onUninstall: async () => {
    installed = false;
  },
});

describe('installable apps', () => {
  it('hide their menu entries until installed; install and uninstall run the hooks', async () => {
    installed = false;
    const admin = createTestAdmin({ plugins: [reviews], initialPath: '/admin/apps/app/reviews' });
    render(<admin.App />);
    expect(await screen.findByText('not installed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30_000 });
    expect(within(menu).queryByRole('link', { name: 'Reviews' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('installed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Reviews',
      }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Uninstall' }));
    await waitFor(() => expect(screen.getByText('not installed')).toBeInTheDocument());
  });
});
