import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, contractMemoryHttp, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { coreContract } from '../contract';
import { employeesPlugin } from './plugin';

async function shell(account?: Account) {
  render(
    <AdminTestProvider
      shell
      plugins={[employeesPlugin]}
      http={contractMemoryHttp(coreContract, { employees: [] })}
      account={account}
      initialPath="/admin"
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 30_000 }));
}

describe('Employees plugin in the shell', () => {
  it('gives the owner Settings → Employees and Apps → Private apps', async () => {
    await shell();
    expect(await screen.findByRole('link', { name: 'Employees' }, { timeout: 30_000 })).toHaveAttribute(
      'href',
      '/admin/employees',
    );
    expect(screen.getByRole('link', { name: 'Private apps' })).toHaveAttribute(
      'href',
      '/admin/apps/installed',
    );
  });

  it('never shows Employees to an employee, even with full access everywhere (spec 4 §6)', async () => {
    await shell(
      testEmployeeAccount([
        { subject: 'orders', rule: 2, options: [] },
        { subject: 'apps', rule: 2, options: [] },
        { subject: 'employees', rule: 2, options: [] },
      ]),
    );
    expect(
      await screen.findByRole('link', { name: 'Private apps' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
  });
});
