import { render, screen } from '@testing-library/react';
import { assembleAdmin } from '@storeroom/core';
import { createTestAdmin, testEmployeeAccount } from '@storeroom/core/testing';
import { describe, expect, it } from 'vitest';
import { plugins } from './plugins';

describe('the assembled admin', () => {
  it('has valid plugin manifests', () => {
    expect(() => assembleAdmin(plugins)).not.toThrow();
  });

  it('opens the home page for the owner, with a greeting', async () => {
    const admin = createTestAdmin({ plugins });
    render(<admin.App />);
    // The dashboard page is a lazy chunk of its own: its first transform can take a moment.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Good (night|morning|afternoon|evening), Olivia/)).toBeInTheDocument();
  });

  it('always lets an employee open the account page', async () => {
    const admin = createTestAdmin({
      plugins,
      account: testEmployeeAccount([]),
      initialPath: '/admin/site/account',
    });
    render(<admin.App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });
});
