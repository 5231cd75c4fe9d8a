import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { PAYMENTS_MESSAGES } from '../../../contract';
import type { PaymentSettings } from '../../../contract';
import { paymentsTestServer } from '../../../server/test-server';
import { PaymentsSettingsPage } from './payments-settings';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(paymentsTestServer, { beforeAll, afterAll });

function setup(session?: TestSession) {
  render(screenOnServer(s, <PaymentsSettingsPage />, '/admin/payment/index', { as: session }));
}

async function serverSettings(): Promise<PaymentSettings> {
  const res = await s.t.request('GET', '/payment-settings', { token: s.owner.tokens.accessToken });
  return (await res.json()) as PaymentSettings;
}
const processor = async (id: string) => (await serverSettings()).processors.find((p) => p.processor === id)!;
const patch = (body: unknown) =>
  s.t.request('PATCH', '/payment-settings', { token: s.owner.tokens.accessToken, body });

async function openProcessor(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('button', { name: 'Add payment processor' }));
  const list = await screen.findByRole('dialog', { name: 'Payment processors' });
  await user.click(within(list).getByRole('button', { name: `Set up ${label}` }));
  return screen.findByRole('dialog', { name: `${label} settings` });
}

describe('Payments page (on the real server)', () => {
  it('enables the sandbox as the default processor from the processors list', async () => {
    setup();
    const user = userEvent.setup();
    const dialog = await openProcessor(user, 'Sandbox');
    expect(within(dialog).getByText(PAYMENTS_MESSAGES.sandbox)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Charge cards with this processor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYMENTS_MESSAGES.saved)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Enabled payment processors' });
    const row = await within(table).findByRole('row', { name: /Sandbox/ });
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(await processor('sandbox')).toMatchObject({ enabled: true, default: true });
    await patch({ sandbox: { enabled: false } });
  });

  it('keeps a saved secret it never shows when its field is left empty', async () => {
    setup();
    const user = userEvent.setup();
    const dialog = await openProcessor(user, 'Braintree');
    const merchant = within(dialog).getByRole('textbox', { name: /Merchant ID/ });
    expect(merchant).toHaveValue('demo-merchant');
    const secret = within(dialog).getByLabelText(/Private key/);
    expect(secret).toHaveValue('');
    expect(within(dialog).getByText('Saved. Leave empty to keep it.')).toBeInTheDocument();
    await user.clear(merchant);
    await user.type(merchant, 'merchant-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYMENTS_MESSAGES.saved)).toBeInTheDocument();
    expect((await processor('braintree')).settings).toEqual({
      merchant_id: 'merchant-2',
      public_key: 'demo-public',
      private_key_set: true,
    });
    await patch({ braintree: { merchant_id: 'demo-merchant' } });
  });

  it('shows the server’s refusal on the fields, keeps the input and changes nothing', async () => {
    const before = await serverSettings();
    setup();
    const user = userEvent.setup();
    const dialog = await openProcessor(user, 'Adyen');
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Public key/ }), 'pk-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(PAYMENTS_MESSAGES.fieldRequired('Web service username')),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(PAYMENTS_MESSAGES.fieldRequired('Web service password')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Public key/ })).toHaveValue('pk-1');
    expect(await serverSettings()).toEqual(before);
  });

  it('changes the accepted currencies and the default currency', async () => {
    setup();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Currencies' });
    await user.click(within(form).getByRole('checkbox', { name: 'GBP' }));
    await user.click(within(form).getByRole('combobox', { name: 'Default currency' }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await user.click(within(form).getByRole('button', { name: 'Save currencies' }));
    expect(await screen.findByText(PAYMENTS_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await serverSettings()).toMatchObject({
        currencies: ['USD', 'EUR', 'GBP'],
        default_currency: 'GBP',
      }),
    );
    await patch({ currencies: ['USD', 'EUR'], default_currency: 'USD' });
  });

  it('is read-only under limited settings access', async () => {
    setup(await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'Currencies' });
    expect(within(form).getByRole('checkbox', { name: 'USD' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save currencies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment processor' })).not.toBeInTheDocument();
  });
});
