import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { currencySymbol, decimalToMinor, minorDigits } from './money';
import { MoneyInput } from './money-input';

describe('currency symbols (spec 3 §9)', () => {
  it('USD, CAD and anything else use $; EUR puts € after the amount; GBP uses £', () => {
    expect(currencySymbol('USD')).toEqual({ symbol: '$', position: 'before' });
    expect(currencySymbol('CAD').symbol).toBe('$');
    expect(currencySymbol('AUD').symbol).toBe('$');
    expect(currencySymbol(undefined).symbol).toBe('$');
    expect(currencySymbol('eur')).toEqual({ symbol: '€', position: 'after' });
    expect(currencySymbol('GBP')).toEqual({ symbol: '£', position: 'before' });
  });

  it('knows each currency minor digits and converts amounts exactly', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('nope')]).toEqual([
      2, 0, 3, 2,
    ]);
    expect(decimalToMinor(19.99, 2)).toBe(1999);
    expect(decimalToMinor(1.1, 2)).toBe(110);
    expect(decimalToMinor(-0.5, 2)).toBe(-50);
    expect(decimalToMinor(1500, 0)).toBe(1500);
  });
});

describe('MoneyInput', () => {
  it('shows the symbol on the right side of the amount', () => {
    render(
      <>
        <MoneyInput aria-label="Price in euro" currency="EUR" defaultValue={990} />
        <MoneyInput aria-label="Price in pounds" currency="GBP" defaultValue={500} />
      </>,
    );
    const euro = screen.getByRole('spinbutton', { name: 'Price in euro' });
    expect(euro).toHaveValue('9.90');
    expect(euro.nextElementSibling).toHaveTextContent('€');
    const pounds = screen.getByRole('spinbutton', { name: 'Price in pounds' });
    expect(pounds.previousElementSibling).toHaveTextContent('£');
  });

  it('takes a decimal amount and gives integer minor units of the currency', async () => {
    const seen: (number | null)[] = [];
    function Form({ currency }: { currency: string }) {
      const [value, setValue] = useState<number | null>(1999);
      return (
        <MoneyInput
          aria-label={`Amount ${currency}`}
          currency={currency}
          value={value}
          onValueChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(
      <>
        <Form currency="USD" />
        <Form currency="JPY" />
      </>,
    );
    const dollars = screen.getByRole('spinbutton', { name: 'Amount USD' });
    expect(dollars).toHaveValue('19.99');
    await userEvent.clear(dollars);
    await userEvent.type(dollars, '1234.567{Enter}');
    expect(seen.at(-1)).toBe(123456);
    expect(dollars).toHaveValue('1234.56');
    const yen = screen.getByRole('spinbutton', { name: 'Amount JPY' });
    expect(yen).toHaveValue('1999');
    await userEvent.clear(yen);
    await userEvent.type(yen, '1500{Enter}');
    expect(seen.at(-1)).toBe(1500);
    await userEvent.clear(dollars);
    await userEvent.tab();
    expect(seen.at(-1)).toBeNull();
  });
});
