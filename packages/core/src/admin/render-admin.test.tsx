/**
 * Issue 21 item 7: an admin that cannot start shows why on the page (not a blank page), and an
 * admin without a page at /admin (a plugin run alone) lands on its first page after sign-in.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineSubject } from '../access';
import { definePlugin } from '../plugin/define-plugin';
import { createTestAdmin } from '../testing';
import { memoryStorage } from './create-admin';
import { renderAdmin } from './render-admin';

const GIFT_WRAP = defineSubject({ id: 'gift_wrap', label: 'Gift wrap' });
const giftWrap = definePlugin({
  id: 'gift-wrap',
  subjects: [GIFT_WRAP],
  routes: [
    { path: '/admin/gift-wrap/:id', subject: GIFT_WRAP, load: async () => () => <h1>Gift wrap item</h1> },
    { path: '/admin/gift-wrap', subject: GIFT_WRAP, load: async () => () => <h1>Gift wrap</h1> },
  ],
  menu: [{ group: 'manage', label: 'Gift wrap', path: '/admin/gift-wrap' }],
});

const containers: HTMLElement[] = [];
function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
  vi.restoreAllMocks();
});

describe('renderAdmin', () => {
  it('shows the manifest problems on the page, naming the plugin, when the admin cannot start', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = definePlugin({
      id: 'gift-wrap',
      routes: [{ path: '/admin/gift-wrap', subject: GIFT_WRAP, load: async () => () => null }],
      menu: [{ group: 'manage', label: 'Gift wrap', path: '/admin/gift-wrapping' }],
    });
    let admin: unknown;
    act(() => {
      admin = renderAdmin(container(), { plugins: [broken], apiBaseUrl: '/api/v1' });
    });
    expect(admin).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('The admin cannot start');
    expect(alert).toHaveTextContent(
      'Plugin "gift-wrap": menu entry "Gift wrap" points to "/admin/gift-wrapping", which no plugin registers as a route.',
    );
    expect(logged).toHaveBeenCalled();
  });

  it('renders a valid admin', async () => {
    act(() => {
      renderAdmin(container(), {
        plugins: [giftWrap],
        apiBaseUrl: 'http://shop.test/api/v1',
        storage: memoryStorage(),
        fetch: async () => new Response(JSON.stringify({ message: 'No session.' }), { status: 401 }),
        initialEntries: ['/admin/user/login'],
      });
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('an admin without a page at /admin', () => {
  it('lands on its first page after sign-in, not on "Page not found"', async () => {
    const admin = createTestAdmin({ plugins: [giftWrap], account: null, initialPath: '/admin' });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@storeroom.test');
    await userEvent.type(screen.getByLabelText('Password'), 'storeroom-owner');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Gift wrap' })).toBeInTheDocument();
    expect(admin.router!.state.location.pathname).toBe('/admin/gift-wrap');
  });
});
