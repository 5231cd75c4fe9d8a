import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider } from '@storeroom/core/testing';
import { accountClientRef } from '../../api';
import { fakeAccountClient, SAMPLE_OFFER } from '../../test-support';
import { CancelOfferPage } from './cancel-offer';

function setup(doneForYou: typeof SAMPLE_OFFER | null) {
  const api = fakeAccountClient({ doneForYou });
  render(
    <AdminTestProvider apis={[[accountClientRef, api.client]]} initialPath="/admin/site/cancel-offer">
      <CancelOfferPage />
    </AdminTestProvider>,
  );
}

describe('Cancel offer page', () => {
  it('shows the done-for-you offer with its price', async () => {
    setup(SAMPLE_OFFER);
    expect(await screen.findByRole('heading', { name: SAMPLE_OFFER.title })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell me more' })).toHaveAttribute(
      'href',
      `/admin/contact?subject=${encodeURIComponent(SAMPLE_OFFER.title)}`,
    );
  });

  it('says there is no offer without the setting', async () => {
    setup(null);
    expect(await screen.findByText('No offer right now')).toBeInTheDocument();
  });
});
