import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logIn, signIfAsked } from './helpers';

// Issue 17 "Done when": after sign-in no token is readable from localStorage or
// sessionStorage, a reload keeps the user signed in (the HttpOnly refresh cookie), and the
// admin's HTML carries a strict Content-Security-Policy (SECURITY.md).

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Every key and value of both storages, and the cookies a script can see. */
async function readableByScripts(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map(
        (key) => [key, storage.getItem(key) ?? ''] as const,
      );
    return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
  });
}

function expectNoToken(
  seen: Awaited<ReturnType<typeof readableByScripts>>,
  secrets: readonly string[],
): void {
  const everything = [...seen.local, ...seen.session].flat();
  everything.push(seen.cookie);
  for (const text of everything) {
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(JWT);
    expect(text).not.toMatch(/srr_[\w-]{20,}/);
  }
}

test('no token is readable by scripts after sign-in; a reload signs back in through the HttpOnly cookie', async ({
  page,
  context,
}) => {
  const html = await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/user\/login$/);

  // The page's CSP: scripts from this origin only, no inline script, no plugins, never framed.
  const csp = html!.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values] as const),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  // An injected inline script does not run: the browser reports the policy violation (an
  // inline script runs as it is inserted, before the event).
  const injected = await page.evaluate(
    () =>
      new Promise<{ directive: string; ran: boolean }>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            resolve({
              directive: event.effectiveDirective,
              ran: (window as unknown as { __injected?: boolean }).__injected === true,
            }),
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
      }),
  );
  expect(injected.ran).toBe(false);
  expect(injected.directive).toMatch(/^script-src/);

  const signIn = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login') && r.status() === 200);
  await logIn(page);
  const login = await signIn;
  const accessToken = ((await login.json()) as { access_token: string; refresh_token?: string }).access_token;
  expect(accessToken).toMatch(JWT);
  expect(await login.json()).not.toHaveProperty('refresh_token');
  await expect(page).toHaveURL(/\/admin$/);
  await signIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The refresh token is an HttpOnly, SameSite=Strict cookie on the auth path only.
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'storeroom_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  expect(refresh!.value).toMatch(/^srr_/);
  expectNoToken(await readableByScripts(page), [accessToken, refresh!.value]);

  // A reload: nothing in storage signs in, the cookie does (one refresh), and the new access
  // token stays in memory too.
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh'));
  await page.reload();
  const answer = await restored;
  expect(answer.status()).toBe(200);
  const renewed = ((await answer.json()) as { access_token: string }).access_token;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const rotated = (await context.cookies()).find((c) => c.name === 'storeroom_refresh')!;
  expect(rotated.value).not.toBe(refresh!.value);
  expectNoToken(await readableByScripts(page), [accessToken, renewed, refresh!.value, rotated.value]);

  // Logging out revokes the session and clears the cookie: a reload lands on the login page.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'storeroom_refresh'))
    .toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/user\/login$/);
  // The spent and revoked cookie does not sign in again either (replayed by hand).
  const replay = await page.request.post('/api/v1/auth/refresh', {
    headers: { 'x-storeroom-session': 'cookie', cookie: `storeroom_refresh=${rotated.value}` },
  });
  expect(replay.status(), await replay.text()).toBe(401);
});

test('a refresh from a page of another origin is refused', async ({ page, context }) => {
  await page.goto('/admin');
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'storeroom_refresh')!;
  const withoutHeader = await page.request.post('/api/v1/auth/refresh', {
    headers: { cookie: `storeroom_refresh=${cookie.value}` },
  });
  expect(withoutHeader.status()).toBe(403);
  const foreign = await page.request.post('/api/v1/auth/refresh', {
    headers: {
      cookie: `storeroom_refresh=${cookie.value}`,
      'x-storeroom-session': 'cookie',
      origin: 'https://attacker.example',
    },
  });
  expect(foreign.status()).toBe(403);
  // Still signed in: nothing was spent.
  await page.reload();
  await signIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
