import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';
import { maskUsDate, parseUsDate, toIsoDate } from './dates';

describe('date rules', () => {
  it('parses only real MM/DD/YYYY dates and masks typing', () => {
    expect(toIsoDate(parseUsDate('02/29/2024')!)).toBe('2024-02-29');
    expect(parseUsDate('02/30/2024')).toBeNull();
    expect(parseUsDate('2024-02-01')).toBeNull();
    expect(maskUsDate('12252026')).toBe('12/25/2026');
    expect(maskUsDate('1a2')).toBe('12');
  });
});

describe('DateInput', () => {
  it('takes MM/DD/YYYY and reports yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Start date" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '07042026');
    expect(input).toHaveValue('07/04/2026');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-07-04');
  });

  it('flags an impossible date and does not pass it on', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Expiry" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '13/45/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid date as MM/DD/YYYY.');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('refuses dates outside min and max', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DateInput aria-label="Ship by" min="2026-01-01" max="2026-12-31" onValueChange={onValueChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Ship by' }), '01/01/2027');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Start date" defaultValue="2026-03-10" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /March 12th, 2026/ }));
    expect(onValueChange).toHaveBeenLastCalledWith('2026-03-12');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('03/12/2026');
  });
});
