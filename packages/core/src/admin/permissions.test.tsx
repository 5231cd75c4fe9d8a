import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS } from '../access';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, createTestAdmin, testEmployeeAccount } from '../testing';
import type { Account } from '../client/account';
import { Can, usePermission } from './admin-context';

function Probe() {
  const read = usePermission(SUBJECTS.orders);
  const refund = usePermission('orders', 'allow_refunds');
  const exportOrders = usePermission(SUBJECTS.orders, 'allow_export');
  return (
    <ul>
      <li>read:{String(read)}</li>
      <li>refund:{String(refund)}</li>
      <li>export:{String(exportOrders)}</li>
      <li>
        <Can subject={SUBJECTS.customers} fallback="no customers">
          customers
        </Can>
      </li>
    </ul>
  );
}

function renderFor(account: Account) {
  render(
    <AdminTestProvider account={account}>
      <Probe />
    </AdminTestProvider>,
  );
}

describe('usePermission and <Can>', () => {
  it('gives the owner everything', async () => {
    renderFor(TEST_OWNER_ACCOUNT);
    expect(await screen.findByText('read:true')).toBeInTheDocument();
    expect(screen.getByText('refund:true')).toBeInTheDocument();
    expect(screen.getByText('export:true')).toBeInTheDocument();
    expect(screen.getByText('customers')).toBeInTheDocument();
  });

  it('limited access reads, and only the options it carries', async () => {
    renderFor(
      testEmployeeAccount([{ subject: 'orders', rule: ACCESS_LEVEL.limited, options: ['allow_refunds'] }]),
    );
    expect(await screen.findByText('read:true')).toBeInTheDocument();
    expect(screen.getByText('refund:true')).toBeInTheDocument();
    expect(screen.getByText('export:false')).toBeInTheDocument();
    expect(screen.getByText('no customers')).toBeInTheDocument();
  });

  it('no rule means no access; full access has every option', async () => {
    renderFor(testEmployeeAccount([{ subject: 'customers', rule: ACCESS_LEVEL.full, options: [] }]));
    expect(await screen.findByText('read:false')).toBeInTheDocument();
    expect(screen.getByText('refund:false')).toBeInTheDocument();
    expect(screen.getByText('customers')).toBeInTheDocument();
  });

  it('re-renders when the access list changes', async () => {
    const admin = createTestAdmin({ account: testEmployeeAccount([]) });
    const { AdminProviders } = await import('./create-admin');
    render(
      <AdminProviders admin={admin}>
        <Probe />
      </AdminProviders>,
    );
    expect(screen.getByText('read:false')).toBeInTheDocument();
    act(() =>
      admin.session.setAccount(
        testEmployeeAccount([{ subject: 'orders', rule: ACCESS_LEVEL.full, options: [] }]),
      ),
    );
    expect(screen.getByText('read:true')).toBeInTheDocument();
    expect(screen.getByText('export:true')).toBeInTheDocument();
  });
});
