import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '@storeroom/core';
import { AdminTestProvider } from '@storeroom/core/testing';
import { DONE_FOR_YOU_PATH } from '../../contract';
import type { DashboardInfo } from '../../contract';
import { TrialPromo, countdown, trialPromoVisible } from './trial-promo';

const NOW = Date.parse('2026-03-10T09:30:00Z');
const trial = (patch: Partial<DashboardInfo['trial']>): DashboardInfo['trial'] => ({
  on_trial: true,
  has_done_for_you: false,
  created_at: new Date(NOW - 3600_000).toISOString(),
  promo_ends_at: new Date(NOW + 23 * 3600_000).toISOString(),
  ...patch,
});

// An admin with the done-for-you app's page (the promo links to it).
const doneForYouPage = definePlugin({
  id: 'done-for-you-page',
  routes: [{ path: DONE_FOR_YOU_PATH, subject: null, load: async () => () => null }],
});

describe('Trial promo (spec 2 §9)', () => {
  it('shows on trial, without the done-for-you app, within the 24 hours', () => {
    render(
      <AdminTestProvider plugins={[doneForYouPage]}>
        <TrialPromo trial={trial({})} now={() => NOW} />
      </AdminTestProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('23:00:00');
  });

  it('hides with the done-for-you app, after 24 h, or when not on trial', () => {
    expect(trialPromoVisible(trial({}), NOW)).toBe(true);
    expect(trialPromoVisible(trial({ has_done_for_you: true }), NOW)).toBe(false);
    expect(trialPromoVisible(trial({ promo_ends_at: new Date(NOW - 1000).toISOString() }), NOW)).toBe(false);
    expect(trialPromoVisible(trial({ on_trial: false }), NOW)).toBe(false);
    render(
      <AdminTestProvider plugins={[doneForYouPage]}>
        <TrialPromo trial={trial({ has_done_for_you: true })} now={() => NOW} />
      </AdminTestProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Trial offer' })).not.toBeInTheDocument();
  });

  it('counts down in HH:MM:SS, never below zero', () => {
    expect(countdown(NOW + 3_725_000, NOW)).toBe('01:02:05');
    expect(countdown(NOW - 5000, NOW)).toBe('00:00:00');
  });
});
