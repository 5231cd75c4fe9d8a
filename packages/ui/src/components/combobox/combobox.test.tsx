import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const options = [
  { value: 'ups', label: 'UPS' },
  { value: 'usps', label: 'USPS' },
  { value: 'dhl', label: 'DHL Express' },
  { value: 'fedex', label: 'FedEx', disabled: true },
];

describe('Combobox', () => {
  it('filters as you type and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Carrier" options={options} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Carrier' });
    await user.type(input, 'u');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['UPS', 'USPS']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('usps');
    expect(input).toHaveValue('USPS');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and Escape closes without choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Combobox aria-label="Carrier" options={options} defaultValue="dhl" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Carrier' });
    expect(input).toHaveValue('DHL Express');
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('DHL Express');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('chooses by click but not a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Combobox aria-label="Carrier" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'FedEx' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'DHL Express' }));
    expect(onValueChange).toHaveBeenCalledWith('dhl');
  });
});
