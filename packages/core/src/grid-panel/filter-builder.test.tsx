import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBuilder } from './filter-builder';
import type { GridFilterField } from './filters';

const fields: readonly GridFilterField[] = [
  { name: 'order_date', label: 'Order date', type: 'date' },
  { name: 'code', label: 'Code' },
];

describe('FilterBuilder', () => {
  it('takes a date field’s value typed as MM/DD/YYYY or picked from the calendar, applied as yyyy-MM-dd', async () => {
    const onApply = vi.fn();
    render(<FilterBuilder fields={fields} value={[]} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    // The date box (with its calendar) loads on first use.
    await screen.findByRole('button', { name: 'Choose date' });
    const value = screen.getByRole('textbox', { name: 'Value 1' });
    expect(value).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.type(value, '07042026');
    expect(value).toHaveValue('07/04/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenLastCalledWith([{ field: 'order_date', operator: '=', value: '2026-07-04' }]);

    // The calendar opens on the chosen month; a day picked there replaces the value.
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    await userEvent.click(within(calendar).getByRole('button', { name: /July 15/ }));
    expect(value).toHaveValue('07/15/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenLastCalledWith([{ field: 'order_date', operator: '=', value: '2026-07-15' }]);
  });

  it('keeps a plain text box for text fields', async () => {
    render(<FilterBuilder fields={fields} value={[]} onApply={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'code');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).not.toHaveAttribute('placeholder');
    expect(screen.queryByRole('button', { name: 'Choose date' })).not.toBeInTheDocument();
  });
});
