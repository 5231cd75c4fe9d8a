import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_THEME, THEME_TYPES } from '@storeroom/plugin-themes/contract';
import { DEMO_CREDENTIALS, defineServerPlugin, provide } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { PIXELS_MESSAGES } from '../contract';
import type { Pixel } from '../contract';
import { pixelsServerPlugin } from './plugin';

// A stand-in for the themes area: its contract's ACTIVE_THEME service answering a builder
// theme as the store's active theme. (A plugin's tests may not start another plugin's server part.)
const builderTheme = defineServerPlugin({
  id: 'fake-themes',
  provides: [
    provide(ACTIVE_THEME, () => ({
      activeTheme: async () => ({ id: 1, type: THEME_TYPES.builder, builder_theme_id: 7 }),
    })),
  ],
});

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({ plugins: [pixelsServerPlugin, builderTheme] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const titles = async () =>
  (
    (await (await t.request('GET', '/pixels?size=200', { token: owner })).json()) as { items: Pixel[] }
  ).items.map((p) => p.title);

describe('Pixels under a builder theme (spec 2 §6)', () => {
  it('refuses to create a pixel with the deprecation warning and creates nothing', async () => {
    const before = await titles();
    const res = await t.request('POST', '/pixels', { token: owner, body: { title: 'Not allowed' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: PIXELS_MESSAGES.builderThemeDeprecated });
    expect(await titles()).toEqual(before);
    const status = await t.request('GET', '/pixels/status', { token: owner });
    expect(await status.json()).toEqual({
      builder_theme_active: true,
      message: PIXELS_MESSAGES.builderThemeDeprecated,
    });
  });

  it('still lets the owner edit the existing pixels', async () => {
    const list = (await (await t.request('GET', '/pixels?size=200', { token: owner })).json()) as {
      items: Pixel[];
    };
    const old = list.items.find((p) => p.title === 'Old campaign')!;
    const res = await t.request('PATCH', `/pixels/${old.id}`, { token: owner, body: { enabled: true } });
    expect(await res.json()).toMatchObject({ enabled: true });
  });
});
