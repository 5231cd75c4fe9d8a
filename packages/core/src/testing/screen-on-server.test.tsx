import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAccount } from '../admin/admin-context';
import { httpApiRef } from '../core-apis';
import { useApi } from '../plugin';
import { screenOnServer, TEST_OWNER_ACCOUNT, testEmployeeAccount } from './index';
import type { TestServerSuite } from './index';

/** A screen that shows who is signed in and what the server answered it. */
function WhoAmI() {
  const http = useApi(httpApiRef);
  const account = useAccount();
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    void http.request<{ token: string }>('GET', '/whoami').then((r) => setAnswer(r.token));
  }, [http]);
  return (
    <p>
      {account?.profile.full_name} · {answer || 'waiting'}
    </p>
  );
}

/** A stand-in for a test server: it answers with the bearer token it was sent. */
function fakeSuite(): TestServerSuite {
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const token = new Headers(new Request(input, init).headers).get('authorization') ?? 'none';
    return new Response(JSON.stringify({ token }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return {
    t: { fetch },
    owner: { tokens: { accessToken: 'owner-token', refreshToken: 'r' }, account: TEST_OWNER_ACCOUNT },
  };
}

describe('screenOnServer', () => {
  it('renders the screen on the suite’s server, signed in as its owner', async () => {
    render(screenOnServer(fakeSuite(), <WhoAmI />, '/admin'));
    expect(
      await screen.findByText(`${TEST_OWNER_ACCOUNT.profile.full_name} · Bearer owner-token`),
    ).toBeVisible();
  });

  it('signs in as another session when asked', async () => {
    const clerk = testEmployeeAccount([], { profile: { ...TEST_OWNER_ACCOUNT.profile, full_name: 'Clerk' } });
    render(
      screenOnServer(fakeSuite(), <WhoAmI />, '/admin', {
        as: { tokens: { accessToken: 'clerk-token' }, account: clerk },
      }),
    );
    expect(await screen.findByText('Clerk · Bearer clerk-token')).toBeVisible();
  });
});
