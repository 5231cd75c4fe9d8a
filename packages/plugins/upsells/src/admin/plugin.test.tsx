import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { UPSELLS_MESSAGES, UPSELL_TYPE_INFO } from '../contract';
import type { Upsell } from '../contract';
import { upsellsScreens } from './screens.test-support';

const M = UPSELLS_MESSAGES;
const screens = upsellsScreens();
const { campaign } = screens;
const setup = (session: TestSession, path: string) => screens.show(path, session);

async function serverCampaigns(): Promise<Upsell[]> {
  const res = await screens.t.request('GET', '/upsells', { token: screens.owner.tokens.accessToken });
  return ((await res.json()) as { items: Upsell[] }).items;
}

describe('Upsells screens (on the real server)', () => {
  it('lists the campaigns with type, status and statistics, and opens one by ?id=', async () => {
    const [storewide] = (await serverCampaigns()).filter((c) => c.title.startsWith('Weekend'));
    setup(screens.owner, `/admin/upsells?id=${storewide!.id}`);
    const grid = await screen.findByRole('grid', { name: 'Upsells' });
    const row = (await within(grid).findByText(storewide!.title)).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText(UPSELL_TYPE_INFO.storewide.label)).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('45')).toBeInTheDocument();
    expect(within(row).getByText('15.56%')).toBeInTheDocument();
    const byPage = await screen.findByRole('table', { name: 'Statistics by page' });
    expect(within(byPage).getByText('/cart')).toBeInTheDocument();
    expect(within(byPage).getByText('/products/tee')).toBeInTheDocument();
  });

  it('toggles draft in the pane and deletes after the spec’s question', async () => {
    const c = await campaign({ type: 'recommendation', title: 'Pane toggle' });
    setup(screens.owner, `/admin/upsells?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Campaign status' });
    await user.click(within(form).getByRole('checkbox', { name: 'Draft' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Pane toggle'))).toBeInTheDocument();
    await waitFor(async () =>
      expect((await serverCampaigns()).find((x) => x.id === c.id)?.is_draft).toBe(false),
    );

    // The saved row replaces the old one in the grid: read the pane again.
    const saved = await screen.findByRole('form', { name: 'Campaign status' });
    await user.click(within(saved).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(M.confirmDelete)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(M.deleted('Pane toggle'))).toBeInTheDocument();
    await waitFor(async () => expect((await serverCampaigns()).some((x) => x.id === c.id)).toBe(false));
  });

  it('creates a storewide campaign from the chooser with a previewed discount', async () => {
    setup(screens.owner, '/admin/upsells/create');
    const user = userEvent.setup();
    const types = await screen.findByRole('list', { name: 'Campaign types' });
    expect(within(types).getAllByRole('link')).toHaveLength(5);
    await user.click(within(types).getByRole('link', { name: UPSELL_TYPE_INFO.storewide.label }));
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    // One paste, not a keystroke per character: the whole editor previews each change.
    await user.click(within(form).getByRole('textbox', { name: /Title/ }));
    await user.paste('Flash {discount_value} sale');
    const value = within(form).getByRole('spinbutton', { name: 'Discount value' });
    await user.clear(value);
    await user.type(value, '25');
    await user.tab();
    expect(await within(form).findByText('Flash 25% sale')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));
    // The saved campaign opens in the editor (the toast's words are checked end to end).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flash {discount_value} sale' }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await serverCampaigns()).find((c) => c.title === 'Flash {discount_value} sale')).toMatchObject({
        type: 'storewide',
        discount: { type: 'percent', value: 25 },
      }),
    );
  });

  it('sends an unknown slug back to the chooser', async () => {
    setup(screens.owner, '/admin/upsells/create?type=no-such-type');
    expect(await screen.findByRole('list', { name: 'Campaign types' })).toBeInTheDocument();
  });

  it('takes a new one-click upsell to its templates, where the choice meets the builder-theme refusal', async () => {
    setup(screens.owner, '/admin/upsells/create?type=one-click-upsell');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    await user.click(within(form).getByRole('textbox', { name: /Title/ }));
    await user.paste('After-order funnel');
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));
    const use = await screen.findByRole('button', { name: 'Use Classic offer' });
    await user.click(use);
    expect(await screen.findByText(M.builderThemeRequired)).toBeInTheDocument();
    const created = (await serverCampaigns()).find((c) => c.title === 'After-order funnel');
    expect(created).toMatchObject({ type: 'one-click-upsell', builder_theme_id: null, active: false });
  });

  it('gives limited access a read-only list and pane', async () => {
    const c = await campaign({ type: 'x-items', title: 'Read only here' });
    const limited = await screens.t.employeeSession([{ subject: 'upsells', rule: 1, options: [] }]);
    setup(limited, `/admin/upsells?id=${c.id}`);
    await screen.findByRole('grid', { name: 'Upsells' });
    expect(await screen.findByText('No impressions in these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Draft' })).not.toBeInTheDocument();
  });

  it('gives limited access a read-only editor', async () => {
    const c = await campaign({ type: 'storewide', title: 'Read only editor' });
    const limited = await screens.t.employeeSession([{ subject: 'upsells', rule: 1, options: [] }]);
    setup(limited, `/admin/upsells/create?id=${c.id}`);
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
