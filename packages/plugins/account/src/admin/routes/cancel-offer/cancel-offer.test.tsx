import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TestSession } from '@storeroom/server/testing';
import { SEED_DONE_FOR_YOU } from '../../../server/seed-data';
import { switchedSession } from '../../../server/test-server';
import { renderScreen, startAccountServer } from '../../test-setup';
import { CancelOfferPage } from './cancel-offer';

const server = startAccountServer();

function setup(session: TestSession) {
  renderScreen(server, <CancelOfferPage />, { session, path: '/admin/site/cancel-offer' });
}

describe('Cancel offer page (on the real server)', { timeout: 120_000 }, () => {
  it('shows the done-for-you offer with its price', async () => {
    setup(server.owner);
    expect(await screen.findByRole('heading', { name: SEED_DONE_FOR_YOU.title })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell me more' })).toHaveAttribute(
      'href',
      `/admin/contact?subject=${encodeURIComponent(SEED_DONE_FOR_YOU.title)}`,
    );
  });

  it('says there is no offer without the setting (the second store has none)', async () => {
    const second = server.owner.account.stores.find((s) => !s.current)!;
    setup(await switchedSession(server.t, server.owner.tokens.accessToken, second.id));
    expect(await screen.findByText('No offer right now')).toBeInTheDocument();
  });
});
