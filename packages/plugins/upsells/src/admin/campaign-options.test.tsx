/**
 * The editor's frequency cap, matching levels and step titles, and the template choice's list
 * from the server, on the real server in-process: what a merchant sets is what the server keeps.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPSELLS_MESSAGES } from '../contract';
import { upsellsScreens } from './screens.test-support';

const M = UPSELLS_MESSAGES;
const screens = upsellsScreens();
const { campaign, stored } = screens;
const setup = (path: string) => screens.show(path);

describe('campaign editor: frequency cap, matching levels, step titles', () => {
  it('saves a recommendation’s matching levels and frequency cap', async () => {
    const c = await campaign({ type: 'recommendation', title: 'Matched and capped' });
    setup(`/admin/upsells/create?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    const levels = within(form).getByRole('region', { name: 'Matching levels' });
    expect(within(levels).getByRole('checkbox', { name: 'Commonly bought together' })).toBeChecked();
    await user.click(within(levels).getByRole('checkbox', { name: 'Same tags' }));
    const cap = within(form).getByRole('region', { name: 'Frequency cap' });
    const size = within(cap).getByRole('spinbutton', { name: /Show again after/ });
    await user.clear(size);
    await user.type(size, '2');
    await user.click(within(cap).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Hours' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Matched and capped'))).toBeInTheDocument();
    await waitFor(async () =>
      expect(await stored(c.id)).toMatchObject({
        frequency_cap: { size: 2, type: 'hours' },
        matching_levels: [
          { type: 'bought_together', enabled: true },
          { type: 'same_tags', enabled: false },
          { type: 'same_collection', enabled: true },
        ],
      }),
    );
  });

  it('caps a storewide campaign for a visitor’s lifetime (no size asked)', async () => {
    const c = await campaign({ type: 'storewide', title: 'Once a lifetime' });
    setup(`/admin/upsells/create?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    expect(within(form).queryByRole('region', { name: 'Matching levels' })).not.toBeInTheDocument();
    const cap = within(form).getByRole('region', { name: 'Frequency cap' });
    await user.click(within(cap).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Lifetime' }));
    expect(within(cap).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(cap).getByText('Each visitor sees it once.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Once a lifetime'))).toBeInTheDocument();
    await waitFor(async () => expect((await stored(c.id)).frequency_cap.type).toBe('lifetime'));
  });

  it('names a one-click upsell’s steps', async () => {
    const c = await campaign({
      type: 'one-click-upsell',
      title: 'Named steps',
      upsell_steps: [
        { product_id: 3, title: '' },
        { product_id: 4, title: 'Second chance' },
      ],
    });
    setup(`/admin/upsells/create?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    const steps = within(form).getByRole('list', { name: 'Step titles' });
    expect(within(steps).getByRole('textbox', { name: /Step 2 title/ })).toHaveValue('Second chance');
    await user.click(within(steps).getByRole('textbox', { name: /Step 1 title/ }));
    await user.paste('Add the matching scarf');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Named steps'))).toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored(c.id)).upsell_steps).toEqual([
        { product_id: 3, title: 'Add the matching scarf' },
        { product_id: 4, title: 'Second chance' },
      ]),
    );
  });
});

describe('upsell image', () => {
  it('uploads the image through the files API and saves its path with the campaign', async () => {
    const c = await campaign({ type: 'x-items', title: 'Pictured bundle' });
    setup(`/admin/upsells/create?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    const card = within(form).getByRole('region', { name: 'Upsell message' });
    expect(within(card).getByText('No image.')).toBeInTheDocument();
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'bundle.png', { type: 'image/png' }));
    const shown = await within(card).findByRole('img', { name: 'Upsell message artwork' });
    expect(shown.getAttribute('src')).toMatch(/^\/uploads\/.+\/bundle\.png$/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Pictured bundle'))).toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored(c.id)).upsell_message.image).toBe(shown.getAttribute('src')),
    );
  });
});

describe('template choice', () => {
  it('offers the templates the server lists, with their descriptions', async () => {
    const c = await campaign({ type: 'one-click-upsell', title: 'Template list' });
    const res = await screens.t.request('GET', '/upsells/ocu-templates', {
      token: screens.owner.tokens.accessToken,
    });
    const items = (await res.json()) as { title: string; description: string }[];
    setup(`/admin/upsells/ocu-templates?id=${c.id}`);
    const list = await screen.findByRole('list', { name: 'Templates' });
    for (const template of items) {
      expect(within(list).getByText(template.title)).toBeInTheDocument();
      expect(within(list).getByText(template.description)).toBeInTheDocument();
    }
    expect(within(list).getAllByRole('button', { name: /^Use / })).toHaveLength(items.length);
  });
});
