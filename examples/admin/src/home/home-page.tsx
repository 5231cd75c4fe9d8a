import { Slot, useAccount, useFormat } from '@storeroom/core';
import { useState } from 'react';

/** The home page: a greeting in the store's time zone (spec 2 §9). */
export function HomePage() {
  const account = useAccount();
  const format = useFormat();
  // The moment the page opened: a stable value for this render tree.
  const [openedAt] = useState(() => Date.now());
  const firstName = account?.profile.full_name.split(' ')[0] ?? '';
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Dashboard</h1>
      <p>
        {format.greetingAt(openedAt)}
        {firstName ? `, ${firstName}` : ''}. Welcome to {account?.store.title ?? 'your store'}.
      </p>
      <p>
        Today is {format.date(openedAt)} in the store&apos;s time zone ({format.timeZone}).
      </p>
      {/* Widgets other plugins offer (spec 2 §2 dashboard; e.g. the hello plugin's summary). */}
      <Slot name="dashboard.widgets" />
    </section>
  );
}
