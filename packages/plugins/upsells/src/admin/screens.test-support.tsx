/**
 * The upsells screens' tests on the real server in-process: one server per test file (started
 * before its tests, closed after), the plugin's three screens at their paths (so a screen's
 * navigation lands on the next one), and the calls a test makes to arrange and read data.
 */
import { configure, render } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { Route, Routes } from 'react-router';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import type { Upsell } from '../contract';
import { upsellsTestServer } from '../server/test-server';
import { UpsellsCreatePage } from './routes/upsells-create';
import { UpsellsListPage } from './routes/upsells-list';
import { OcuTemplatesPage } from './routes/upsells-ocu-templates';

// The real server answers in-process, but a loaded machine may take seconds: wait for what the
// user sees for up to 30 s (a timeout is for hangs, not for slowness).
configure({ asyncUtilTimeout: 30_000 });

export interface UpsellsScreens {
  readonly t: TestServer;
  readonly owner: TestSession;
  /** Renders the screens at `path`, signed in as `session` (the owner by default). */
  show(path: string, session?: TestSession): void;
  /** Creates a campaign through the API (201 expected). */
  campaign(body: Record<string, unknown>): Promise<Upsell>;
  /** The campaign as the server keeps it. */
  stored(id: number): Promise<Upsell>;
}

/** Starts the file's server and signs the owner in; call once at the top of a test file. */
export function upsellsScreens(): UpsellsScreens {
  let t: TestServer | undefined;
  let owner: TestSession | undefined;
  beforeAll(async () => {
    t = await upsellsTestServer();
    owner = await t.session(DEMO_CREDENTIALS.owner);
  });
  afterAll(() => t?.close());
  const screens: UpsellsScreens = {
    get t() {
      return t!;
    },
    get owner() {
      return owner!;
    },
    show(path, session = screens.owner) {
      render(
        <AdminTestProvider fetch={screens.t.fetch} {...session} initialPath={path}>
          <Routes>
            <Route path="/admin/upsells" element={<UpsellsListPage />} />
            <Route path="/admin/upsells/create" element={<UpsellsCreatePage />} />
            <Route path="/admin/upsells/ocu-templates" element={<OcuTemplatesPage />} />
          </Routes>
        </AdminTestProvider>,
      );
    },
    async campaign(body) {
      const res = await screens.t.request('POST', '/upsells', {
        token: screens.owner.tokens.accessToken,
        body,
      });
      expect(res.status).toBe(201);
      return (await res.json()) as Upsell;
    },
    async stored(id) {
      const res = await screens.t.request('GET', `/upsells/${id}`, {
        token: screens.owner.tokens.accessToken,
      });
      return (await res.json()) as Upsell;
    },
  };
  return screens;
}
