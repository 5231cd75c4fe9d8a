/**
 * The editor's targeting rules (spec 3 §3), on the real server in-process: the rules a merchant
 * adds (a type, a condition of that type, a value) and the match setting are what the server
 * keeps; a bad value shows the contract's message at its field and nothing is saved.
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

describe('campaign editor: targeting rules', () => {
  it('adds rules of a type and its conditions, with the match setting; the server keeps them', async () => {
    const c = await campaign({ type: 'recommendation', title: 'Targeted picks' });
    setup(`/admin/upsells/create?id=${c.id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upsell campaign' });
    const card = within(form).getByRole('region', { name: 'Targeting' });
    await user.click(within(card).getByRole('button', { name: 'Add rule' }));
    await user.type(within(card).getByRole('textbox', { name: 'Rule 1 value' }), 'Linen');
    await user.click(within(card).getByRole('button', { name: 'Add rule' }));
    // A number type offers the number conditions.
    await user.click(within(card).getByRole('combobox', { name: 'Rule 2 type' }));
    await user.click(await screen.findByRole('option', { name: 'Order total' }));
    await user.click(within(card).getByRole('combobox', { name: 'Rule 2 condition' }));
    expect(screen.queryByRole('option', { name: 'contains' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'greater than' }));
    await user.type(within(card).getByRole('textbox', { name: 'Rule 2 value' }), 'lots');
    await user.click(within(card).getByRole('radio', { name: 'Must match all' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The contract's message at the field; nothing saved.
    expect(await within(card).findByText(M.ruleNumberInvalid)).toBeInTheDocument();
    expect((await stored(c.id)).targeting).toEqual({ match: 'any', rules: [] });

    const value = within(card).getByRole('textbox', { name: 'Rule 2 value' });
    await user.clear(value);
    await user.type(value, '50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved('Targeted picks'))).toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored(c.id)).targeting).toEqual({
        match: 'all',
        rules: [
          { type: 'product_title', condition: 'contains', value: 'Linen' },
          { type: 'order_total', condition: 'greater', value: '50' },
        ],
      }),
    );
  });
});
