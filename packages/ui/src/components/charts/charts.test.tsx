import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { funnelSteps, topWithOthers } from './chart-data';
import { FunnelChart, PieChart, TimeSeriesChart } from './charts';

describe('chart data', () => {
  it('keeps the top 4 and sums the rest as Others (spec 4 §9)', () => {
    const referrers = [
      { name: 'google', value: 50 },
      { name: 'direct', value: 30 },
      { name: 'facebook', value: 10 },
      { name: 'bing', value: 5 },
      { name: 'mail', value: 3 },
      { name: 'other-site', value: 2 },
    ];
    expect(topWithOthers(referrers)).toEqual([
      { name: 'google', value: 50 },
      { name: 'direct', value: 30 },
      { name: 'facebook', value: 10 },
      { name: 'bing', value: 5 },
      { name: 'Others', value: 5 },
    ]);
    expect(topWithOthers(referrers.slice(0, 3))).toHaveLength(3);
  });

  it('computes funnel conversions', () => {
    const steps = funnelSteps([
      { stage: 'cart', value: 200 },
      { stage: 'checkout', value: 80 },
      { stage: 'purchased', value: 20 },
    ]);
    expect(steps.map((s) => [s.label, s.percentOfFirst, s.percentOfPrevious])).toEqual([
      ['Cart', 100, 100],
      ['Checkout', 40, 40],
      ['Purchased', 10, 25],
    ]);
    expect(
      funnelSteps([
        { stage: 'cart', value: 0 },
        { stage: 'checkout', value: 0 },
      ])[1]!.percentOfFirst,
    ).toBe(0);
  });
});

describe('charts', () => {
  it('a time series is a named figure with a readable table of its figures', () => {
    render(
      <TimeSeriesChart
        title="Sales"
        variant="area"
        data={[
          { time: '11/20', value: 120 },
          { time: '11/21', value: 90 },
        ]}
        formatValue={(v) => `$${v}`}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Sales' });
    const table = within(figure).getByRole('table');
    expect(within(table).getByRole('row', { name: '11/21 $90' })).toBeInTheDocument();
  });

  it('the pie lists top 4 plus Others', () => {
    render(
      <PieChart
        title="Referrers"
        data={['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => ({ name, value: 10 - i }))}
      />,
    );
    const rows = within(screen.getByRole('figure', { name: 'Referrers' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.querySelector('th')?.textContent)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'Others',
    ]);
  });

  it('the funnel shows cart → checkout → purchased with conversion rates', () => {
    render(
      <FunnelChart
        title="Checkout funnel"
        data={[
          { stage: 'cart', value: 1000 },
          { stage: 'checkout', value: 400 },
          { stage: 'purchased', value: 100 },
        ]}
      />,
    );
    const items = within(screen.getByRole('figure', { name: 'Checkout funnel' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Cart1,000100%',
      'Checkout40040% of cart',
      'Purchased10025% of checkout',
    ]);
  });
});
