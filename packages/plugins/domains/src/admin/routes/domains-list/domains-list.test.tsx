import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { DOMAINS_MESSAGES } from '../../../contract';
import { SEED_DOMAINS } from '../../../server/seed-data';
import { domainsTestServer } from '../../../server/test-server';
import { DomainsListPage } from './domains-list';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(domainsTestServer, { beforeAll, afterAll });

function setup(session: TestSession) {
  render(screenOnServer(s, <DomainsListPage />, '/admin/domains', { as: session }));
  return userEvent.setup();
}

async function rowOf(domain: string) {
  const table = await screen.findByRole('table', { name: 'Domains' });
  const cell = await within(table).findByRole('cell', { name: domain });
  return cell.closest('tr')!;
}

describe('Domains list (on the real server)', () => {
  it('lists the domains with the primary flag, SSL state and its errors', async () => {
    setup(await s.t.session(DEMO_CREDENTIALS.owner));
    const primary = await rowOf(SEED_DOMAINS[0]!.domain);
    expect(within(primary).getByText('Primary')).toBeInTheDocument();
    expect(within(primary).getByText('Disabled')).toBeInTheDocument();
    const failed = await rowOf(SEED_DOMAINS[1]!.domain);
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText(SEED_DOMAINS[1]!.ssl_errors[0]!)).toBeInTheDocument();
  });

  it('connects a domain (a bad name refused on its field, input kept), makes it primary and deletes it', async () => {
    const user = setup(await s.t.session(DEMO_CREDENTIALS.owner));
    await user.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add domain' });
    const field = within(dialog).getByLabelText(/Domain name/);
    await user.type(field, 'not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Connect domain' }));
    expect(await within(dialog).findByText(DOMAINS_MESSAGES.domainInvalid)).toBeInTheDocument();
    expect(field).toHaveValue('not a domain');
    await user.clear(field);
    await user.type(field, 'https://www.Listed-Shop.com');
    await user.click(within(dialog).getByRole('button', { name: 'Connect domain' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.connected)).toBeInTheDocument();
    const row = await rowOf('listed-shop.com');
    expect(within(row).getByText('Waiting for DNS records')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Make primary: listed-shop.com' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.updated)).toBeInTheDocument();
    expect(await within(row).findByText('Primary')).toBeInTheDocument();
    expect(
      await within(await rowOf(SEED_DOMAINS[0]!.domain)).findByRole('button', { name: /Make primary: / }),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete listed-shop.com' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.deleted)).toBeInTheDocument();
    expect(await within(await rowOf(SEED_DOMAINS[0]!.domain)).findByText('Primary')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Domains' })).queryByText('listed-shop.com'),
    ).not.toBeInTheDocument();
  });

  it('shows the records to create and which ones the DNS check finds; keeps records (empty refused)', async () => {
    s.t.resolver.set(`www.${SEED_DOMAINS[0]!.domain}`, 'CNAME', []);
    const user = setup(await s.t.session(DEMO_CREDENTIALS.owner));
    const row = await rowOf(SEED_DOMAINS[0]!.domain);
    await user.click(within(row).getByRole('button', { name: `DNS records of ${SEED_DOMAINS[0]!.domain}` }));
    const dialog = await screen.findByRole('dialog', { name: `DNS records of ${SEED_DOMAINS[0]!.domain}` });
    const required = within(dialog).getByRole('table', { name: 'Required DNS records' });
    await user.click(within(dialog).getByRole('button', { name: 'Check DNS records' }));
    expect(await within(dialog).findByText('Some records are not found yet.')).toBeInTheDocument();
    expect(within(required).getByText('Found')).toBeInTheDocument();
    expect(within(required).getByText('Not found')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(await within(dialog).findByText(DOMAINS_MESSAGES.recordEmpty)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Content/), 'site-verification=abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    const kept = await within(dialog).findByRole('table', { name: 'DNS records' });
    expect(await within(kept).findByText('site-verification=abc')).toBeInTheDocument();
    await user.click(within(kept).getByRole('button', { name: 'Delete TXT record @' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('No DNS records yet.')).toBeInTheDocument();
    s.t.resolver.reset();
  });

  it('activates SSL: the notice, then the job’s outcome followed on the page (enabled), then deactivates', async () => {
    const user = setup(await s.t.session(DEMO_CREDENTIALS.owner));
    const row = await rowOf(SEED_DOMAINS[0]!.domain);
    await user.click(
      within(row).getByRole('button', { name: `Activate SSL for ${SEED_DOMAINS[0]!.domain}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Activate SSL for ${SEED_DOMAINS[0]!.domain}` });
    await user.click(within(dialog).getByRole('button', { name: 'Activate SSL' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.sslQueued)).toBeInTheDocument();
    expect(
      await screen.findByText(`${DOMAINS_MESSAGES.sslEnabled} (${SEED_DOMAINS[0]!.domain})`),
    ).toBeInTheDocument();
    expect(await within(row).findByText('Enabled')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: `Deactivate SSL for ${SEED_DOMAINS[0]!.domain}` }),
    );
    const off = await screen.findByRole('dialog', { name: `Deactivate SSL for ${SEED_DOMAINS[0]!.domain}` });
    await user.click(within(off).getByRole('button', { name: 'Deactivate SSL' }));
    expect(await screen.findByText(DOMAINS_MESSAGES.sslDisabled)).toBeInTheDocument();
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
  });

  it('follows a failed SSL job to its errors', async () => {
    const user = setup(await s.t.session(DEMO_CREDENTIALS.owner));
    const name = SEED_DOMAINS[1]!.domain;
    const row = await rowOf(name);
    await user.click(within(row).getByRole('button', { name: `Activate SSL for ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Activate SSL for ${name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Activate SSL' }));
    expect(await screen.findByText(`${DOMAINS_MESSAGES.sslFailed} (${name})`)).toBeInTheDocument();
    expect(await within(row).findByText('Failed')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: `SSL errors of ${name}` })).toHaveTextContent(
      'was not found',
    );
  });

  it('is read-only under limited access: no add, primary, SSL, renew or delete; records readable', async () => {
    const user = setup(await s.t.employeeSession([{ subject: 'domains', rule: 1, options: [] }]));
    const row = await rowOf(SEED_DOMAINS[1]!.domain);
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: /Make|Activate|Deactivate|Renew|Delete/ }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `DNS records of ${SEED_DOMAINS[1]!.domain}` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No DNS records yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add record' })).not.toBeInTheDocument();
  });
});
