import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS } from '../access';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, testEmployeeAccount } from '../testing';
import type { Account } from '../client/account';
import { useRights } from './use-rights';

function Probe() {
  const { canRead, canCreate, canEdit, canDelete } = useRights(SUBJECTS.customers);
  return (
    <p>
      {[canRead && 'read', canCreate && 'create', canEdit && 'edit', canDelete && 'delete']
        .filter(Boolean)
        .join(' ') || 'nothing'}
    </p>
  );
}

const show = (account: Account | null) =>
  render(
    <AdminTestProvider account={account}>
      <Probe />
    </AdminTestProvider>,
  );

describe('useRights', () => {
  it.each([
    ['the owner', TEST_OWNER_ACCOUNT, 'read create edit delete'],
    [
      'full access',
      testEmployeeAccount([{ subject: 'customers', rule: ACCESS_LEVEL.full, options: [] }]),
      'read create edit delete',
    ],
    [
      'limited access',
      testEmployeeAccount([{ subject: 'customers', rule: ACCESS_LEVEL.limited, options: [] }]),
      'read',
    ],
    ['no rule', testEmployeeAccount([]), 'nothing'],
  ] as const)('%s: %s', async (_who, account, rights) => {
    show(account);
    expect(await screen.findByText(rights)).toBeInTheDocument();
  });
});
