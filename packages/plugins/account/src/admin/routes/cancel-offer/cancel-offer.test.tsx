import { configure, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { SEED_DONE_FOR_YOU } from '../../../server/seed-data';
import { accountTestServer, switchedSession } from '../../../server/test-server';
import { CancelOfferPage } from './cancel-offer';

// The real server answers in-process: waits are for what the user sees, the limit for a hang.
configure({ asyncUtilTimeout: 60_000 });

let t: TestServer;
let owner: TestSession;
beforeAll(async () => {
  t = await accountTestServer();
  owner = await t.session(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

function setup(session: TestSession) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="/admin/site/cancel-offer">
      <CancelOfferPage />
    </AdminTestProvider>,
  );
}

describe('Cancel offer page (on the real server)', { timeout: 120_000 }, () => {
  it('shows the done-for-you offer with its price', async () => {
    setup(owner);
    expect(await screen.findByRole('heading', { name: SEED_DONE_FOR_YOU.title })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell me more' })).toHaveAttribute(
      'href',
      `/admin/contact?subject=${encodeURIComponent(SEED_DONE_FOR_YOU.title)}`,
    );
  });

  it('says there is no offer without the setting (the second store has none)', async () => {
    const second = owner.account.stores.find((s) => !s.current)!;
    setup(await switchedSession(t, owner.tokens.accessToken, second.id));
    expect(await screen.findByText('No offer right now')).toBeInTheDocument();
  });
});
