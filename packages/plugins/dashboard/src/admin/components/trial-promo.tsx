import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRouteAvailable } from '@storeroom/core';
import { Card } from '@storeroom/ui';
import { DONE_FOR_YOU_PATH, TRIAL_COUNTDOWN_TICK_MS } from '../../contract';
import type { DashboardInfo } from '../../contract';

/** Whether the promo applies (spec 2 §9): on trial, no done-for-you app, within 24 h of sign-up. */
export function trialPromoVisible(trial: DashboardInfo['trial'], now: number): boolean {
  return trial.on_trial && !trial.has_done_for_you && now < Date.parse(trial.promo_ends_at);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` left until `end`, never negative. */
export function countdown(end: number, now: number): string {
  const seconds = Math.max(0, Math.floor((end - now) / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export interface TrialPromoProps {
  trial: DashboardInfo['trial'];
  /** The clock (tests and stories pass a fixed one). */
  now?: () => number;
}

/**
 * The trial promo for the done-for-you setup, with a countdown that ticks every second
 * (spec 2 §9); it disappears when the 24 hours are over. It offers the done-for-you app, so
 * it shows only in an admin that has that app's page (no link to "Page not found").
 */
export function TrialPromo({ trial, now = Date.now }: TrialPromoProps) {
  const [at, setAt] = useState(now);
  const end = Date.parse(trial.promo_ends_at);
  const appAvailable = useRouteAvailable(DONE_FOR_YOU_PATH);
  const visible = appAvailable && trialPromoVisible(trial, at);
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setInterval(() => setAt(now()), TRIAL_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [visible, now]);
  if (!visible) return null;
  return (
    <Card title="Let our experts build your store" aria-label="Trial offer">
      <p>
        Our team sets up your domain, theme, payments and shipping for you while you are on trial. This offer
        ends in{' '}
        <strong>
          <time
            role="timer"
            aria-label="Time left"
            dateTime={`PT${Math.max(0, Math.floor((end - at) / 1000))}S`}
          >
            {countdown(end, at)}
          </time>
        </strong>
        .
      </p>
      <RouterLink to={DONE_FOR_YOU_PATH} className="sr-button" data-variant="primary">
        Get done-for-you setup
      </RouterLink>
    </Card>
  );
}
