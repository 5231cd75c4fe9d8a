import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBJECTS } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import { TEST_OWNER_ACCOUNT, createTestAdmin, testEmployeeAccount } from '../testing';
import {
  PREFERS_DARK_QUERY,
  readThemePreference,
  resolveTheme,
  themeStorageKey,
  writeThemePreference,
} from './theme';

const plugin = definePlugin({
  id: 'theme-test',
  routes: [{ path: '/admin', subject: SUBJECTS.dashboard, load: async () => () => <h1>Dashboard</h1> }],
  menu: [{ group: 'manage', label: 'Dashboard', path: '/admin' }],
});

/** Makes `prefers-color-scheme: dark` match (or not), as the operating system would. */
function systemPrefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === PREFERS_DARK_QUERY ? dark : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderAdmin(options: Parameters<typeof createTestAdmin>[0]) {
  const admin = createTestAdmin(options);
  return render(<admin.App />);
}

const rootTheme = () => document.documentElement.dataset.theme;

async function openUserMenu(name = 'Olivia Owner') {
  await userEvent.click(await screen.findByRole('button', { name: `Account menu for ${name}` }));
  return screen.getByRole('menu', { name: `Account menu for ${name}` });
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.restoreAllMocks());

describe('theme', () => {
  it('offers Theme: System, Light, Dark in the user menu, System chosen by default', async () => {
    renderAdmin({ plugins: [plugin] });
    const menu = await openUserMenu();
    const group = within(menu).getByRole('group', { name: 'Theme' });
    const choices = within(group).getAllByRole('menuitemradio');
    expect(choices.map((c) => c.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The other entries are still plain menu items, reachable with the arrow keys.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Account', 'Keyboard shortcuts', 'Log out']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
  });

  it('follows the system by default, on the document root', async () => {
    systemPrefersDark(true);
    renderAdmin({ plugins: [plugin] });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(rootTheme()).toBe('dark'));
  });

  it('applies a chosen theme at once and keeps it for that account only', async () => {
    systemPrefersDark(false);
    const first = renderAdmin({ plugins: [plugin] });
    await waitFor(() => expect(rootTheme()).toBe('light'));
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(rootTheme()).toBe('dark');
    expect(localStorage.getItem(themeStorageKey(TEST_OWNER_ACCOUNT))).toBe('dark');
    first.unmount();

    // A reload: the owner's choice is back.
    delete document.documentElement.dataset.theme;
    const again = renderAdmin({ plugins: [plugin] });
    await waitFor(() => expect(rootTheme()).toBe('dark'));
    const reopened = await openUserMenu();
    expect(within(reopened).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    again.unmount();

    // Another user in the same browser still follows the system.
    const employee = testEmployeeAccount([]);
    renderAdmin({ plugins: [plugin], account: employee });
    await waitFor(() => expect(rootTheme()).toBe('light'));
    const theirs = await openUserMenu('Evan Employee');
    expect(within(theirs).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('going back to System forgets the choice and follows the system again', async () => {
    systemPrefersDark(true);
    writeThemePreference(themeStorageKey(TEST_OWNER_ACCOUNT), 'light');
    renderAdmin({ plugins: [plugin] });
    await waitFor(() => expect(rootTheme()).toBe('light'));
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'System' }));
    expect(rootTheme()).toBe('dark');
    expect(localStorage.getItem(themeStorageKey(TEST_OWNER_ACCOUNT))).toBeNull();
  });

  it('the login page follows the system', async () => {
    systemPrefersDark(true);
    renderAdmin({ plugins: [plugin], account: null, initialPath: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(rootTheme()).toBe('dark'));
  });

  it('resolves choices and ignores unknown stored values', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    localStorage.setItem('storeroom.theme.owner-1', 'purple');
    expect(readThemePreference('storeroom.theme.owner-1')).toBe('system');
    expect(readThemePreference(null)).toBe('system');
    expect(themeStorageKey({ id: 7, is_employee: true })).not.toBe(
      themeStorageKey({ id: 7, is_employee: false }),
    );
  });
});
