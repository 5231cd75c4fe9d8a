import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { createGiftCodesClient } from '../../../client';
import { GIFT_CAMPAIGNS_PATH, GIFT_CODES_MESSAGES } from '../../../contract';
import { giftCodesTestServer } from '../../../server/test-server';
import { GiftCampaignsPage } from './gift-campaigns-list';

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await giftCodesTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

/** What the server holds, read as the owner. */
const api = () =>
  createGiftCodesClient(
    createHttpClient({ baseUrl: 'http://x/api/v1', tokens: owner.tokens.accessToken, fetch: t.fetch }),
  ).giftCampaigns;

async function byTitle(title: string) {
  const [campaign] = (await api().search({ title })).items.filter((c) => c.title === title);
  if (!campaign) throw new Error(`No campaign ${title} on the server.`);
  return campaign;
}

function setup(path: string, session: TestSession = owner) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath={path}>
      <GiftCampaignsPage />
    </AdminTestProvider>,
  );
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
    const limited = await t.employeeSession([{ subject: 'gift_codes', rule: 1, options: [] }]);
    setup(`${GIFT_CAMPAIGNS_PATH}?id=${campaign.id}`, limited);
    const form = await screen.findByRole('form', { name: 'Gift card campaign' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
