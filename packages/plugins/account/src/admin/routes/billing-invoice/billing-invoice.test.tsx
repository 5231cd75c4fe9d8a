import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract';
import { renderScreen, startAccountServer } from '../../test-setup';
import { BillingInvoicePage } from './billing-invoice';

const server = startAccountServer();

function setup(id: number) {
  renderScreen(
    server,
    <Routes>
      <Route path="/admin/site/invoice/:id" element={<BillingInvoicePage />} />
    </Routes>,
    { path: `/admin/site/invoice/${id}` },
  );
}

describe('Billing invoice page (on the real server)', { timeout: 120_000 }, () => {
  it('shows one invoice with its status, due date and overdue mark', async () => {
    const res = await server.t.request('GET', '/invoices?year=2026', {
      token: server.owner.tokens.accessToken,
    });
    const failed = ((await res.json()) as { items: Invoice[] }).items.find(
      (i) => i.status === 'payment_failed',
    )!;
    setup(failed.id);
    expect(await screen.findByRole('heading', { name: `Invoice ${failed.number}` })).toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    // Dated 1 October 2026 (the test clock's previous month): due 14 days later (spec 4 §9).
    expect(screen.getByText('10/15/2026')).toBeInTheDocument();
    expect(screen.getByText('$79.00')).toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    setup(999_999);
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });
});
