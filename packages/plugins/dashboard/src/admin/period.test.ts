import { describe, expect, it } from 'vitest';
import { statisticsRange } from './period';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const NOW = new Date('2026-03-10T09:30:00Z');

describe('statistics range of a picked period', () => {
  it('1m runs from the start of the day a month ago to the end of today, in the store’s zone', () => {
    expect(statisticsRange({ preset: '1m', from: '', to: '' }, NOW, 'UTC')).toEqual({
      from: at('2026-02-10T00:00:00Z'),
      to: at('2026-03-11T00:00:00Z'),
    });
    expect(statisticsRange({ preset: 'today', from: '', to: '' }, NOW, 'Europe/Berlin')).toEqual({
      from: at('2026-03-09T23:00:00Z'),
      to: at('2026-03-10T23:00:00Z'),
    });
  });

  it('1d is the last 23 hours up to now', () => {
    const range = statisticsRange({ preset: '1d', from: '', to: '' }, NOW, 'UTC')!;
    expect(range.from).toBe(at('2026-03-09T10:30:00Z'));
    expect(range.to).toBe(at('2026-03-10T09:30:01Z'));
  });

  it('a custom range covers its first and last days whole, in the store’s zone', () => {
    expect(
      statisticsRange({ preset: 'custom', from: '2026-03-01', to: '2026-03-02' }, NOW, 'Europe/Berlin'),
    ).toEqual({
      from: at('2026-02-28T23:00:00Z'),
      to: at('2026-03-02T23:00:00Z'),
    });
    expect(statisticsRange({ preset: 'custom', from: '', to: '2026-03-02' }, NOW, 'UTC')).toBeNull();
  });
});
