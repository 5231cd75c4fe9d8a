import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenOnServer } from '@storeroom/core/testing';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { createGiftCodesClient } from '../../../client';
import { GIFT_CAMPAIGNS_PATH, GIFT_CODES_MESSAGES } from '../../../contract';
import { giftCodesTestServer } from '../../../server/test-server';
import { GiftCampaignsPage } from './gift-campaigns-list';

const s = ownerSuite(giftCodesTestServer, { beforeAll, afterAll });

/** What the server holds, read as the owner. */
const api = () => createGiftCodesClient(s.t.http(s.owner)).giftCampaigns;

async function byTitle(title: string) {
  const [campaign] = (await api().search({ title })).items.filter((c) => c.title === title);
  if (!campaign) throw new Error(`No campaign ${title} on the server.`);
  return campaign;
}

function setup(path: string, as?: TestSession) {
  render(screenOnServer(s, <GiftCampaignsPage />, path, { as }));
}

async function enter(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('Gift card campaigns (on the real server)', () => {
  it('lists the campaigns with their statistics and opens one by ?id=', async () => {
    const campaign = await byTitle('Thank you for a big order');
    setup(`${GIFT_CAMPAIGNS_PATH}?id=${campaign.id}`);
    const grid = await screen.findByRole('grid', { name: 'Gift card campaigns' });
    expect(await within(grid).findByText('Ten percent back')).toBeInTheDocument();
    expect(within(grid).getByText('10% of the order, up to $25.00')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Gift card campaign' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Thank you for a big order');
    expect(within(form).getByRole('spinbutton', { name: /Order total of at least/ })).toHaveValue('100.00');
    expect(within(form).getByRole('spinbutton', { name: /Days after issue/ })).toHaveValue('30');
    const stats = within(screen.getByRole('region', { name: 'Statistics' }));
    // The demo campaign gave two cards, one spent in full ($10.00).
    expect(stats.getByText('Cards issued').nextElementSibling).toHaveTextContent('2');
    expect(stats.getByText('Cards redeemed').nextElementSibling).toHaveTextContent('1');
    expect(stats.getByText('Value redeemed').nextElementSibling).toHaveTextContent('$10.00');
  });

  it('creates a campaign in the new row with the spec’s defaults, refusing a blank title first', async () => {
    setup(GIFT_CAMPAIGNS_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Add campaign' }));
    const form = await screen.findByRole('form', { name: 'Gift card campaign' });
    expect(within(form).getByRole('spinbutton', { name: /Days after issue/ })).toHaveValue('1');
    expect(within(form).getByRole('textbox', { name: /E-mail subject/ })).toHaveValue('Your gift card code');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(GIFT_CODES_MESSAGES.titleRequired)).toBeInTheDocument();

    await enter(within(form).getByRole('textbox', { name: /Title/ }), 'Spring thanks');
    await enter(within(form).getByRole('spinbutton', { name: /^Value/ }), '15');
    await enter(within(form).getByRole('spinbutton', { name: /Order total of at least/ }), '80');
    await enter(within(form).getByRole('spinbutton', { name: /Days after issue/ }), '14');
    await enter(
      within(form).getByRole('textbox', { name: /E-mail subject/ }),
      'A gift of {{gift_value}: {{gift_code}',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(GIFT_CODES_MESSAGES.campaignSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Gift card campaign' })).not.toBeInTheDocument(),
    );
    expect(await byTitle('Spring thanks')).toMatchObject({
      is_draft: false,
      discount: { type: 0, value: 1500 },
      trigger: { type: 'order_total', min_total: 8000 },
      expires: { type: 0, days: 14 },
      email: { subject: 'A gift of {gift_value}: {gift_code}' },
    });
    const grid = screen.getByRole('grid', { name: 'Gift card campaigns' });
    expect(await within(grid).findByText('Spring thanks')).toBeInTheDocument();
  });

  it('shows limited gift codes access read-only: no add, no bulk actions, no save, no new row', async () => {
    const campaign = await byTitle('Ten percent back');
    const limited = await s.t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]);
    setup(`${GIFT_CAMPAIGNS_PATH}?id=${campaign.id}`, limited);
    const form = await screen.findByRole('form', { name: 'Gift card campaign' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
