import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, SUBJECTS, withOptions } from '../access';
import type { AccessAction } from '../access';
import { AdminTestProvider, TEST_OWNER_ACCOUNT, testEmployeeAccount } from '../testing';
import type { Account } from '../client/account';
import { useCan, useRights } from './use-rights';

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

// An option that grants one action under limited access, as a plugin's contract declares it.
const customers = withOptions(SUBJECTS.customers, [
  { id: 'allow_export', label: 'Export', grants: ['export'] },
]);

function CanProbe({ action }: { action?: AccessAction }) {
  return <p>{useCan(customers, action) ? 'allowed' : 'refused'}</p>;
}

describe('useCan', () => {
  const limited = (options: string[]) =>
    testEmployeeAccount([{ subject: 'customers', rule: ACCESS_LEVEL.limited, options }]);
  it.each([
    ['the owner', TEST_OWNER_ACCOUNT, 'delete', 'allowed'],
    ['nobody signed in', null, undefined, 'refused'],
    ['limited access', limited([]), undefined, 'allowed'],
    ['limited access', limited([]), 'export', 'refused'],
    ['limited access with the option', limited(['allow_export']), 'export', 'allowed'],
    ['limited access with the option', limited(['allow_export']), 'update', 'refused'],
    ['no rule', testEmployeeAccount([]), undefined, 'refused'],
  ] as const)('%s, %s: %s', async (_who, account, action, answer) => {
    render(
      <AdminTestProvider account={account}>
        <CanProbe action={action} />
      </AdminTestProvider>,
    );
    expect(await screen.findByText(answer)).toBeInTheDocument();
  });
});
