import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { DOMAINS_MESSAGES, SANDBOX_REGISTRAR_RULE } from '../../../contract';
import { domainsTestServer } from '../../../server/test-server';
import { DomainsTestPages } from '../../test-pages';

configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(domainsTestServer, { beforeAll, afterAll });

function setup(session: TestSession, initialPath = '/admin/domains/buy') {
  render(screenOnServer(s, <DomainsTestPages />, initialPath, { as: session }));
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('Buying a domain (on the real server)', () => {
  it('refuses an unavailable name, then buys a .ca with its legal type and the rules accepted', async () => {
    const user = setup(await s.t.session(DEMO_CREDENTIALS.owner));
    expect(await screen.findByText(new RegExp(SANDBOX_REGISTRAR_RULE.slice(0, 30)))).toBeInTheDocument();
    const name = screen.getByLabelText(/Domain name/);
    await user.type(name, 'taken-store.com');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOMAINS_MESSAGES.notAvailable);
    expect(address()).toHaveTextContent('/admin/domains/buy');

    await user.clear(name);
    await user.type(name, 'www.Maple-Store.ca');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    const form = await screen.findByRole('form', { name: 'Confirm purchase' });
    expect(address()).toHaveTextContent('/admin/domains/confirm');
    expect(within(form).getByText('maple-store.ca')).toBeInTheDocument();
    // One year: the price per year and the total.
    expect(within(form).getAllByText('$15.99')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Confirm purchase' }));
    expect(await within(form).findByText(DOMAINS_MESSAGES.legalTypeRequired)).toBeInTheDocument();
    expect(within(form).getByText(DOMAINS_MESSAGES.acceptRulesRequired)).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /Legal type/ }));
    await user.click(await screen.findByRole('option', { name: 'Canadian corporation' }));
    await user.click(within(form).getByRole('checkbox', { name: /accept the registry/ }));
    await user.click(within(form).getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.bought)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Domains' });
    const row = (await within(table).findByRole('cell', { name: 'maple-store.ca' })).closest('tr')!;
    expect(within(row).getByText('Bought here')).toBeInTheDocument();
  });

  it('on the confirmation of an unavailable name: the spec’s message, then the buy page after 5 seconds', async () => {
    setup(await s.t.session(DEMO_CREDENTIALS.owner), '/admin/domains/confirm?domain=taken-again.com&years=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(DOMAINS_MESSAGES.notAvailable);
    expect(address()).toHaveTextContent('/admin/domains/confirm');
    // The redirect is the page's own 5 s timer: wait for the address the user lands on.
    expect(
      await screen.findByRole('button', { name: 'Check availability' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/domains/buy');
  });

  it('renews a bought domain from the list: the expiry moves on', async () => {
    const user = setup(s.owner, '/admin/domains');
    const res = await s.t.request('POST', '/domains/buy', {
      token: s.owner.tokens.accessToken,
      body: { domain: 'renew-me-shop.com', years: 1 },
    });
    expect(res.status).toBe(200);
    const table = await screen.findByRole('table', { name: 'Domains' });
    const row = (await within(table).findByRole('cell', { name: 'renew-me-shop.com' })).closest('tr')!;
    const before = within(row).getAllByRole('cell')[4]!.textContent;
    await user.click(within(row).getByRole('button', { name: 'Renew renew-me-shop.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew renew-me-shop.com' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Years' }));
    await user.click(await screen.findByRole('option', { name: '3 years' }));
    expect(within(dialog).getByText('Total: $38.97')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.renewed)).toBeInTheDocument();
    await expect.poll(() => within(row).getAllByRole('cell')[4]!.textContent).not.toBe(before);
    const year = Number(before!.slice(-4));
    expect(within(row).getAllByRole('cell')[4]!.textContent).toMatch(String(year + 3));
  });

  it('lets limited access check a name but not buy it', async () => {
    const user = setup(await s.t.employeeSession([{ subject: 'domains', rule: 1, options: [] }]));
    await user.type(await screen.findByLabelText(/Domain name/), 'limited-look.com');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText(/limited-look.com is available/)).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/domains/buy');
  });
});
