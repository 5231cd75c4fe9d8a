import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampNumber, formatNumber, sanitizeNumberText } from './number-format';
import { NumberInput } from './number-input';

describe('number rules (spec 2 §5)', () => {
  it('keeps digits, one leading sign, one decimal point and 2 decimals by default', () => {
    expect(sanitizeNumberText('12a3.4567')).toBe('123.45');
    expect(sanitizeNumberText('-1-2')).toBe('-12');
    expect(sanitizeNumberText('1.2.3')).toBe('1.23');
    expect(sanitizeNumberText('3,5')).toBe('3.5');
    expect(sanitizeNumberText('-5', { allowNegative: false })).toBe('5');
    expect(sanitizeNumberText('7.5', { decimals: 0 })).toBe('75');
  });
  it('clamps and formats', () => {
    expect(clampNumber(150, 0, 100)).toBe(100);
    expect(clampNumber(-3, 0)).toBe(0);
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(null)).toBe('');
  });
});

describe('NumberInput', () => {
  it('refuses letters and extra decimals while typing and commits on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Price" onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Price' });
    await user.type(input, '1x2.345');
    expect(input).toHaveValue('12.34');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(12.34);
    expect(input).toHaveValue('12.34');
  });

  it('clamps to min and max on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <NumberInput aria-label="Discount" min={0} max={100} decimals={0} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Discount' });
    await user.type(input, '250');
    await user.tab();
    expect(input).toHaveValue('100');
    expect(onValueChange).toHaveBeenLastCalledWith(100);
    // No minus sign can be typed when min is 0.
    await user.clear(input);
    await user.type(input, '-5');
    expect(input).toHaveValue('5');
  });

  it('steps with the arrow keys inside the bounds, and empties to null', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <NumberInput
        aria-label="Quantity"
        defaultValue={1}
        min={1}
        max={3}
        decimals={0}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
    await user.clear(input);
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });
});
