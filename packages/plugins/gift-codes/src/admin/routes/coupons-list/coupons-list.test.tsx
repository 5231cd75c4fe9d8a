import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createGiftCodesClient } from '../../../client';
import { GIFT_CODES_MESSAGES } from '../../../contract';
import { giftCodesTestServer } from '../../../server/test-server';
import { CouponsPage } from './coupons-list';

const s = ownerSuite(giftCodesTestServer, { beforeAll, afterAll });

/** What the server holds, read as the owner. */
const api = () => createGiftCodesClient(s.t.http(s.owner)).coupons;

function setup(path: string, as?: TestSession) {
  render(screenOnServer(s, <CouponsPage />, path, { as }));
}

async function enter(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('Coupons (on the real server)', () => {
  it('lists the coupons and opens one by ?id=', async () => {
    const [welcome] = (await api().search({ code: 'WELCOME10' })).items;
    setup(`/admin/settings/coupons?id=${welcome!.id}`);
    const grid = await screen.findByRole('grid', { name: 'Coupons' });
    expect(await within(grid).findByText('FIVEOFF50')).toBeInTheDocument();
    expect(within(grid).getByText('$5.00 off')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Coupon' });
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('WELCOME10');
    expect(within(form).getByRole('textbox', { name: 'Start date' })).toHaveValue('01/01/2026');
    expect(within(form).getByRole('checkbox', { name: 'Limit the uses per customer' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Limit the total number of uses' })).not.toBeChecked();
  });

  it('creates a coupon in the new row: generated code, dates typed MM/DD/YYYY and sent YYYY-MM-DD, a usage limit', async () => {
    setup('/admin/settings/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const form = await screen.findByRole('form', { name: 'Coupon' });
    const code = within(form).getByRole('textbox', { name: /Code/ });
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z0-9]{9}$/);
    const first = (code as HTMLInputElement).value;
    await userEvent.click(within(form).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect((code as HTMLInputElement).value).not.toBe(first));
    await enter(code, 'SPRING-SALE');

    await userEvent.click(within(form).getByRole('combobox', { name: 'Discount type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Value off' }));
    await enter(within(form).getByRole('spinbutton', { name: /Amount off/ }), '7.50');
    await enter(within(form).getByRole('textbox', { name: 'Start date' }), '03/15/2026');
    await enter(within(form).getByRole('textbox', { name: /End date/ }), '03/01/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(GIFT_CODES_MESSAGES.dateOrder)).toBeInTheDocument();
    expect((await api().search({ code: 'SPRING-SALE' })).items).toEqual([]);

    await enter(within(form).getByRole('textbox', { name: /End date/ }), '04/30/2026');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Limit the total number of uses' }));
    await enter(within(form).getByRole('spinbutton', { name: /number of uses/ }), '3');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Can be combined with other coupons' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(GIFT_CODES_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Coupon' })).not.toBeInTheDocument());

    const [saved] = (await api().search({ code: 'SPRING-SALE' })).items;
    expect(saved).toMatchObject({
      is_draft: false,
      discount: { type: 'value_off', code: 'SPRING-SALE', value: 750 },
      valid: { start: '2026-03-15', end: '2026-04-30' },
      limit: { can_be_combined: true, usage_total: 3, usage_per_customer: 0 },
    });
    const grid = screen.getByRole('grid', { name: 'Coupons' });
    expect(await within(grid).findByText('SPRING-SALE')).toBeInTheDocument();
  });

  it('unpublishes selected coupons in bulk', async () => {
    const a = await api().create({
      is_draft: false,
      discount: { type: 'value_off', value: 100, code: 'BULK-A' },
    });
    const b = await api().create({
      is_draft: false,
      discount: { type: 'free_shipping', value: 0, code: 'BULK-B' },
    });
    setup('/admin/settings/coupons');
    const grid = await screen.findByRole('grid', { name: 'Coupons' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /BULK-A/ }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: /BULK-B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(GIFT_CODES_MESSAGES.bulkUnpublished)).toBeInTheDocument();
    expect((await api().get(a.id)).is_draft).toBe(true);
    expect((await api().get(b.id)).is_draft).toBe(true);
  });

  it('shows limited gift codes access read-only: no add, no bulk actions, no save', async () => {
    const [welcome] = (await api().search({ code: 'WELCOME10' })).items;
    setup(
      `/admin/settings/coupons?id=${welcome!.id}`,
      await s.t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Coupon' });
    expect(within(form).getByRole('textbox', { name: /Code/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });

  it('opens no new coupon for ?id=0 under limited access (it may not add one)', async () => {
    setup(
      '/admin/settings/coupons?id=0',
      await s.t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]),
    );
    const grid = await screen.findByRole('grid', { name: 'Coupons' });
    expect(await within(grid).findByText('WELCOME10')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
