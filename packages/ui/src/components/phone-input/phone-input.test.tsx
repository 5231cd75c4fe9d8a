import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { PREFERRED_PHONE_COUNTRIES, checkPhone, formatNational, parseStoredPhone } from './phone';
import { PhoneInput } from './phone-input';

describe('phone rules (spec 1 §9, spec 3 §5)', () => {
  it('validates by country and stores +dial.number', () => {
    expect(checkPhone('(202) 555-0123', 'US')).toMatchObject({ valid: true, stored: '+1.2025550123' });
    expect(checkPhone('020 7946 0958', 'GB')).toMatchObject({ valid: true, stored: '+44.2079460958' });
    expect(checkPhone('12345', 'US').valid).toBe(false);
    // A UK number is not a valid US number.
    expect(checkPhone('020 7946 0958', 'US').valid).toBe(false);
    expect(formatNational('2025550123', 'US')).toBe('(202) 555-0123');
    expect(parseStoredPhone('+44.2079460958')).toEqual({ country: 'GB', national: '020 7946 0958' });
    expect(PREFERRED_PHONE_COUNTRIES).toEqual(['US', 'CA', 'GB', 'AU', 'MX', 'IN', 'BR']);
  });
});

describe('PhoneInput', () => {
  it('defaults to the US, formats while typing and emits +dial.number when valid', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Field label="Phone">
        <PhoneInput onValueChange={onValueChange} />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States (+1)');
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '2025550123');
    expect(input).toHaveValue('(202) 555-0123');
    expect(onValueChange).toHaveBeenLastCalledWith('+1.2025550123');
  });

  it('lists the preferred countries first', async () => {
    const user = userEvent.setup();
    render(<PhoneInput aria-label="Phone" />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const names = screen
      .getAllByRole('option')
      .slice(0, 8)
      .map((o) => o.textContent);
    expect(names.slice(0, 7)).toEqual([
      'United States (+1)',
      'Canada (+1)',
      'United Kingdom (+44)',
      'Australia (+61)',
      'Mexico (+52)',
      'India (+91)',
      'Brazil (+55)',
    ]);
  });

  it('shows a message for an invalid number and does not pass it on', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<PhoneInput aria-label="Phone" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '12345');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number is not valid for United States.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('reads a stored value back', () => {
    render(<PhoneInput aria-label="Phone" defaultValue="+44.2079460958" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United Kingdom (+44)');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('020 7946 0958');
  });
});
