import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './money';
import { MoneyInput } from './money-input';

describe('currency symbols (spec 3 §9)', () => {
  it('USD, CAD and anything else use $; EUR puts € after the amount; GBP uses £', () => {
    expect(currencySymbol('USD')).toEqual({ symbol: '$', position: 'before' });
    expect(currencySymbol('CAD').symbol).toBe('$');
    expect(currencySymbol('AUD').symbol).toBe('$');
    expect(currencySymbol(undefined).symbol).toBe('$');
    expect(currencySymbol('eur')).toEqual({ symbol: '€', position: 'after' });
    expect(currencySymbol('GBP')).toEqual({ symbol: '£', position: 'before' });
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(12.5, 'EUR')).toBe('12.50 €');
    expect(formatMoney(-3, 'GBP')).toBe('-£3.00');
    expect(formatMoney(null, 'USD')).toBe('');
  });
});

describe('MoneyInput', () => {
  it('shows the symbol on the right side of the amount', () => {
    render(
      <>
        <MoneyInput aria-label="Price in euro" currency="EUR" defaultValue={9.9} />
        <MoneyInput aria-label="Price in pounds" currency="GBP" defaultValue={5} />
      </>,
    );
    const euro = screen.getByRole('spinbutton', { name: 'Price in euro' });
    expect(euro).toHaveValue('9.90');
    expect(euro.nextElementSibling).toHaveTextContent('€');
    const pounds = screen.getByRole('spinbutton', { name: 'Price in pounds' });
    expect(pounds.previousElementSibling).toHaveTextContent('£');
  });
});
