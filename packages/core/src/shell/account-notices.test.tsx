import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../access';
import { coreContract } from '../contract';
import { definePlugin } from '../plugin/define-plugin';
import { contractMemoryHttp, createTestAdmin, failingHttp } from '../testing';

const plugin = definePlugin({
  id: 'notices-test',
  routes: [{ path: '/admin', subject: SUBJECTS.dashboard, load: async () => () => <h1>Dashboard</h1> }],
});

describe('account notices above every page (spec 4 §9)', () => {
  it('shows each notice the server answers, with the link to act on it', async () => {
    const http = contractMemoryHttp(
      coreContract,
      {},
      {
        endpoints: {
          accountNotices: () => ({
            items: [
              {
                id: 'account.overdue-invoice',
                tone: 'danger',
                message: 'An invoice of your plan is overdue.',
                href: '/admin/site/account',
                action: 'See invoices',
              },
              { id: 'domains.expiring', tone: 'warning', message: 'shop.test expires in 5 days.' },
            ],
          }),
        },
      },
    );
    const admin = createTestAdmin({ plugins: [plugin], http });
    render(<admin.App />);
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByText('An invoice of your plan is overdue.')).toBeInTheDocument();
    expect(within(notices).getByRole('link', { name: 'See invoices' })).toHaveAttribute(
      'href',
      '/admin/site/account',
    );
    expect(within(notices).getByText('shop.test expires in 5 days.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to say or the call fails', async () => {
    const empty = createTestAdmin({
      plugins: [plugin],
      http: contractMemoryHttp(coreContract, {}, { endpoints: { accountNotices: () => ({ items: [] }) } }),
    });
    const { unmount } = render(<empty.App />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    unmount();

    const failing = createTestAdmin({ plugins: [plugin], http: failingHttp() });
    render(<failing.App />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });
});
