import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createGiftCodesClient } from '../../../client';
import { GIFT_CODES_MESSAGES } from '../../../contract';
import { giftCodesTestServer } from '../../../server/test-server';
import { GiftCardsPage } from './gift-cards-list';

const s = ownerSuite(giftCodesTestServer, { beforeAll, afterAll });

/** What the server holds, read as the owner. */
const api = () => createGiftCodesClient(s.t.http(s.owner)).giftCards;

async function byCode(code: string) {
  const [card] = (await api().search({ code })).items;
  if (!card) throw new Error(`No gift card ${code} on the server.`);
  return card;
}

function setup(path: string, as?: TestSession) {
  render(screenOnServer(s, <GiftCardsPage />, path, { as }));
}

describe('Gift cards (on the real server)', () => {
  it('lists the issued cards and opens one by ?id= with its balance', async () => {
    const card = await byCode('GIFTDEMO0002');
    setup(`/admin/gift-cards?id=${card.id}`);
    const grid = await screen.findByRole('grid', { name: 'Gift cards' });
    expect(await within(grid).findByText('GIFTDEMO0001')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Gift card' });
    expect(within(form).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(form).getByText('$10.00')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Expires/ })).toHaveValue('12/31/2099');
  });

  it('opens no panel for ?id=0: cards are issued in the modal, not in an empty new row', async () => {
    setup('/admin/gift-cards?id=0');
    const grid = await screen.findByRole('grid', { name: 'Gift cards' });
    expect(await within(grid).findByText('GIFTDEMO0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue gift card' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Gift card' })).not.toBeInTheDocument();
  });

  it('issues a card in the modal, refusing a bad recipient first; the e-mail is in the email log', async () => {
    setup('/admin/gift-cards');
    await userEvent.click(await screen.findByRole('button', { name: 'Issue gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue gift card' });
    expect(within(dialog).getByRole('textbox', { name: /E-mail subject/ })).toHaveValue(
      'Your gift card code',
    );
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Value/ }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Value/ }), '25');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Recipient e-mail/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText(GIFT_CODES_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect((await api().search({ issued_for: 'not-an-email' })).items).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Recipient e-mail/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Recipient e-mail/ }),
      'lucky@example.com',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expires/ }), '12/31/2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(GIFT_CODES_MESSAGES.giftCardIssued)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const grid = screen.getByRole('grid', { name: 'Gift cards' });
    expect(await within(grid).findByText('lucky@example.com')).toBeInTheDocument();

    const [card] = (await api().search({ issued_for: 'lucky@example.com' })).items;
    expect(card).toMatchObject({ balance: 2500, expires_at: '2030-12-31', is_draft: false });
    const log = await s.t.request('GET', `/email-logs/${card!.email_log_id}`, {
      token: s.owner.tokens.accessToken,
    });
    expect(await log.json()).toMatchObject({ to_email: 'lucky@example.com', subject: 'Your gift card code' });
  });

  it('refuses to publish an expired card in bulk and says why; nothing changes', async () => {
    const expired = await byCode('GIFTDEMO0004');
    setup('/admin/gift-cards');
    const grid = await screen.findByRole('grid', { name: 'Gift cards' });
    await userEvent.click(await within(grid).findByRole('checkbox', { name: /GIFTDEMO0004/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(new RegExp(`#${expired.id}: ${GIFT_CODES_MESSAGES.expiredNotPublished}`)),
    ).toBeInTheDocument();
    expect((await api().get(expired.id)).is_draft).toBe(true);
  });

  it('shows limited gift codes access read-only: no issue, no bulk actions, no save', async () => {
    const card = await byCode('GIFTDEMO0001');
    setup(
      `/admin/gift-cards?id=${card.id}`,
      await s.t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]),
    );
    const form = await screen.findByRole('form', { name: 'Gift card' });
    expect(within(form).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue gift card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
