import { configure, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import type { Invoice } from '../../../contract';
import { accountTestServer } from '../../../server/test-server';
import { BillingInvoicePage } from './billing-invoice';

// The real server answers in-process: waits are for what the user sees, the limit for a hang.
configure({ asyncUtilTimeout: 60_000 });

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await accountTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

function setup(id: number) {
  render(
    <AdminTestProvider fetch={t.fetch} {...owner} initialPath={`/admin/site/invoice/${id}`}>
      <Routes>
        <Route path="/admin/site/invoice/:id" element={<BillingInvoicePage />} />
      </Routes>
    </AdminTestProvider>,
  );
}

describe('Billing invoice page (on the real server)', { timeout: 120_000 }, () => {
  it('shows one invoice with its status, due date and overdue mark', async () => {
    const res = await t.request('GET', '/invoices?year=2026', { token: owner.tokens.accessToken });
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
