import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { CHECKOUT_MESSAGES } from '../../../contract';
import type { CheckoutSettings } from '../../../contract';
import { SEED_CHECKOUT_SETTINGS } from '../../../server/seed-data';
import { checkoutTestServer } from '../../../server/test-server';
import { CheckoutSettingsPage } from './checkout-settings';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

const s = ownerSuite(checkoutTestServer, { beforeAll, afterAll });

function setup(session: TestSession) {
  render(screenOnServer(s, <CheckoutSettingsPage />, '/admin/settings/checkout', { as: session }));
}

async function serverSettings(session: TestSession): Promise<CheckoutSettings> {
  const res = await s.t.request('GET', '/settings/checkout', { token: session.tokens.accessToken });
  return (await res.json()) as CheckoutSettings;
}

describe('Checkout settings page (on the real server)', () => {
  it('shows the store’s settings and saves changed fields, timeout and policies', async () => {
    setup(s.owner);
    const user = userEvent.setup();
    const refund = await screen.findByRole('textbox', { name: 'Refund policy' });
    expect(refund).toHaveValue(SEED_CHECKOUT_SETTINGS.policies.refund);
    const phone = screen.getByRole('radiogroup', { name: 'Phone number' });
    expect(within(phone).getByRole('radio', { name: 'Required' })).toBeChecked();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Company name' })).getByRole('radio', {
        name: 'Disabled',
      }),
    );
    const timeout = screen.getByRole('spinbutton', { name: 'Abandoned timeout' });
    await user.clear(timeout);
    await user.type(timeout, '30');
    const terms = screen.getByRole('textbox', { name: 'Terms of service' });
    await user.type(terms, 'Be kind.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.saved)).toBeInTheDocument();
    expect(await serverSettings(s.owner)).toMatchObject({
      abandoned_timeout: 30,
      fields: { company: -1, phone: 1 },
      policies: { terms: 'Be kind.', refund: SEED_CHECKOUT_SETTINGS.policies.refund },
    });
  });

  it('shows the spec’s rule under the timeout and saves nothing while it is broken', async () => {
    const before = await serverSettings(s.owner);
    setup(s.owner);
    const user = userEvent.setup();
    const timeout = await screen.findByRole('spinbutton', { name: 'Abandoned timeout' });
    await user.clear(timeout);
    await user.type(timeout, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.abandonedTimeout)).toBeInTheDocument();
    expect(await serverSettings(s.owner)).toEqual(before);
  });

  it('sets the Google autocomplete key in its modal', async () => {
    setup(s.owner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Google autocomplete key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'API key' }), 'bad key');
    await user.click(within(dialog).getByRole('button', { name: 'Save key' }));
    expect(await within(dialog).findByText(CHECKOUT_MESSAGES.googleKeyInvalid)).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: 'API key' });
    await user.clear(input);
    await user.type(input, 'AIzaSyTestKey9876');
    await user.click(within(dialog).getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.keySaved)).toBeInTheDocument();
    expect(await screen.findByText('•••• 9876')).toBeInTheDocument();
    expect((await serverSettings(s.owner)).google_autocomplete_key).toBe('AIzaSyTestKey9876');
  });

  it('uploads a header image through the files capability and saves it', async () => {
    setup(s.owner);
    const user = userEvent.setup();
    await screen.findByText('No header image.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    const logo = await screen.findByRole('img', { name: 'Checkout header logo' });
    expect(logo.getAttribute('src')).toMatch(/^\/uploads\/.+\/logo\.png$/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.saved)).toBeInTheDocument();
    expect((await serverSettings(s.owner)).header.image).toBe(logo.getAttribute('src'));
  });

  it('is read-only under limited settings access', async () => {
    setup(await s.t.employeeSession([{ subject: 'settings', rule: 1, options: [] }]));
    const refund = await screen.findByRole('textbox', { name: 'Refund policy' });
    expect(refund).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add key|Change key/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload image')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Phone number' })).getByRole('radio', {
        name: 'Required',
      }),
    ).toBeDisabled();
  });
});
