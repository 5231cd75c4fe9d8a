import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer } from '@storeroom/server/testing';
import { UPSELLS_MESSAGES } from '../contract';
import type { OcuTemplate, Upsell } from '../contract';
import { upsellsTestServer } from './test-server';

// With a themes area whose active theme is a builder theme (a stand-in provider of
// ACTIVE_THEME), the one-click upsell's template choice is taken once (spec 3 §4).

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await upsellsTestServer({ withBuilderTheme: true });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

it('sets the builder theme on the first choice and answers "already created" to a second', async () => {
  const res = await t.request('POST', '/upsells', {
    token: owner,
    body: { type: 'one-click-upsell', title: 'Funnel with a template' },
  });
  const { id } = (await res.json()) as Upsell;
  const templates = (await (
    await t.request('GET', '/upsells/ocu-templates', { token: owner })
  ).json()) as OcuTemplate[];
  const [first, second] = templates as [OcuTemplate, OcuTemplate];
  // A template the server does not offer is refused first.
  const unknown = await t.request('PATCH', `/upsells/${id}`, { token: owner, body: { builder_theme: 999 } });
  expect(unknown.status).toBe(422);
  expect(await unknown.json()).toEqual({ errors: { builder_theme: [UPSELLS_MESSAGES.templateNotFound] } });
  const chosen = await t.request('PATCH', `/upsells/${id}`, {
    token: owner,
    body: { builder_theme: first.id },
  });
  expect(chosen.status).toBe(200);
  expect(await chosen.json()).toMatchObject({ id, builder_theme_id: first.id });
  const again = await t.request('PATCH', `/upsells/${id}`, {
    token: owner,
    body: { builder_theme: second.id },
  });
  expect(again.status).toBe(422);
  expect(await again.json()).toEqual({ errors: { builder_theme: [UPSELLS_MESSAGES.alreadyCreated] } });
  const stored = (await (await t.request('GET', `/upsells/${id}`, { token: owner })).json()) as Upsell;
  expect(stored.builder_theme_id).toBe(first.id);
});
