import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { accountClientRef } from '../../api';
import { fakeAccountClient } from '../../test-support';
import { BillingInvoicePage } from './billing-invoice';

function setup(id: string) {
  const api = fakeAccountClient();
  render(
    <AdminTestProvider apis={[[accountClientRef, api.client]]} initialPath={`/admin/site/invoice/${id}`}>
      <Routes>
        <Route path="/admin/site/invoice/:id" element={<BillingInvoicePage />} />
      </Routes>
    </AdminTestProvider>,
  );
}

describe('Billing invoice page', () => {
  it('shows one invoice with its status, due date and overdue mark', async () => {
    setup('2');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-00099' })).toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('10/15/2026')).toBeInTheDocument();
    expect(screen.getByText('$79.00')).toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    setup('999');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });
});
