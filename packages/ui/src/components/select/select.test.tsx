import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Select } from './select';

const options = [
  { value: '20', label: '20' },
  { value: '50', label: '50' },
  { value: '100', label: '100', disabled: true },
];

describe('Select', () => {
  it('is labelled by its Field, opens and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Field label="Page size" hint="Rows per page">
        <Select options={options} onValueChange={onValueChange} />
      </Field>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Page size' });
    expect(combobox).toHaveAccessibleDescription('Rows per page');
    expect(combobox).toHaveTextContent('Select…');
    await user.click(combobox);
    expect(screen.getByRole('option', { name: '100' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onValueChange).toHaveBeenCalledWith('50');
    expect(combobox).toHaveTextContent('50');
  });

  it('shows the error of its Field as invalid', () => {
    render(
      <Field label="Carrier" error="Select a Carrier field is required.">
        <Select options={options} />
      </Field>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Carrier' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Select a Carrier field is required.');
  });
});
