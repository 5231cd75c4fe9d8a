import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, TEST_OWNER_ACCOUNT } from '../testing';
import type { Account } from '../client/account';
import { useFormat } from './admin-context';

function Amounts() {
  const format = useFormat();
  return (
    <p>
      {format.money(123456)} | {format.money(500, 'GBP')} | {format.number(1234.5)}
    </p>
  );
}

const withStore = (store: Partial<Account['store']>): Account => ({
  ...TEST_OWNER_ACCOUNT,
  store: { ...TEST_OWNER_ACCOUNT.store, ...store },
});

describe('useFormat: money in the store currency and locale', () => {
  it('formats minor units in the store currency, en-US when the store names no locale', async () => {
    render(
      <AdminTestProvider account={withStore({ currency: 'USD' })}>
        <Amounts />
      </AdminTestProvider>,
    );
    expect(await screen.findByText('$1,234.56 | £5.00 | 1,234.5')).toBeInTheDocument();
  });

  it('follows the store locale', async () => {
    render(
      <AdminTestProvider account={withStore({ currency: 'EUR', locale: 'de-DE' })}>
        <Amounts />
      </AdminTestProvider>,
    );
    // (Testing Library reads the locale's no-break spaces as spaces.)
    expect(await screen.findByText('1.234,56 € | 5,00 £ | 1.234,5')).toBeInTheDocument();
  });
});
