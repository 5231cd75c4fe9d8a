import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resolveDatePreset } from './date-presets';
import { DateRangePicker } from './date-range-picker';

const now = new Date(2026, 10, 22, 15, 30); // Nov 22 2026, 15:30 local

describe('resolveDatePreset', () => {
  it('gives each preset its range', () => {
    const oneDay = resolveDatePreset('1d', now)!;
    expect(now.getTime() - oneDay.from.getTime()).toBe(23 * 3600 * 1000);
    const today = resolveDatePreset('today', now)!;
    expect(today.from).toEqual(new Date(2026, 10, 22, 0, 0, 0, 0));
    expect(today.to).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
    expect(resolveDatePreset('yesterday', now)!.from).toEqual(new Date(2026, 10, 21));
    expect(resolveDatePreset('1w', now)!.from).toEqual(new Date(2026, 10, 15));
    expect(resolveDatePreset('1m', now)!.from).toEqual(new Date(2026, 9, 22));
    expect(resolveDatePreset('3m', now)!.from).toEqual(new Date(2026, 7, 22));
    expect(resolveDatePreset('custom', now)).toBeNull();
  });

  it('resolves in the store time zone', () => {
    // 02:00 UTC on Nov 22 is still Nov 21 in New York.
    const at = new Date(Date.UTC(2026, 10, 22, 2, 0));
    const today = resolveDatePreset('today', at, 'America/New_York')!;
    expect(new Date(today.from.getTime()).toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });
});

describe('DateRangePicker', () => {
  it('defaults to 1m and switches presets', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateRangePicker now={now} onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: '1m' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'yesterday',
      from: '2026-11-21',
      to: '2026-11-21',
    });
  });

  it('custom: two dates, and a reversed range gets the spec message and is not passed on', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateRangePicker now={now} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByRole('textbox', { name: 'Date From' });
    const to = screen.getByRole('textbox', { name: 'Date To' });
    await user.clear(from);
    await user.type(from, '11/20/2026');
    await user.clear(to);
    await user.type(to, '11/10/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Date From should be less than Date To');
    expect(onValueChange).not.toHaveBeenCalledWith(expect.objectContaining({ to: '2026-11-10' }));
    await user.clear(to);
    await user.type(to, '11/21/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      from: '2026-11-20',
      to: '2026-11-21',
    });
  });
});
