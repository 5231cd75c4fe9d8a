/**
 * Every call spec 3 §7 lists under "Upsells" that this area serves is answered by the real
 * server (PGlite; PostgreSQL with DATABASE_URL), as the owner, with a success, and is in the API
 * reference: the audit of issue 20 as a test. (The themes search the spec lists there is the
 * themes area's; the products and inventory searches are theirs.) Each call's behaviour is tested
 * in this folder's other files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { undocumentedCalls } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { UPSELL_IMAGE_UPLOAD_TYPE } from '../contract';
import type { OcuTemplate, Upsell } from '../contract';
import { upsellsTestServer } from './test-server';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  t = await upsellsTestServer({ withBuilderTheme: true });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await t.request(method, path, { token: owner, ...(body === undefined ? {} : { body }) });
  expect(res.ok, `${method} ${path}: ${res.status} ${res.ok ? '' : await res.clone().text()}`).toBe(true);
  return res;
}

describe('spec 3 §7 Upsells: every call of this area', () => {
  it('is answered with a success', async () => {
    // GET list (size 200, expand statistics,upsell_steps); POST search; POST create.
    await call('GET', '/upsells?size=200&expand=statistics,upsell_steps');
    await call('POST', '/upsells/search', {});
    const campaign = (await (
      await call('POST', '/upsells', { type: 'one-click-upsell', title: 'Spec call funnel' })
    ).json()) as Upsell;
    // GET /upsells/{id}; GET {id}/statistics (from, to).
    await call('GET', `/upsells/${campaign.id}`);
    await call('GET', `/upsells/${campaign.id}/statistics?from=2026-01-01&to=2026-12-31`);
    // PATCH {id}: is_draft; builder_theme (answers builder_theme_id); a full body.
    await call('PATCH', `/upsells/${campaign.id}`, { is_draft: true });
    const [template] = (await (await call('GET', '/upsells/ocu-templates')).json()) as OcuTemplate[];
    const chosen = (await (
      await call('PATCH', `/upsells/${campaign.id}`, { builder_theme: template!.id })
    ).json()) as Upsell;
    expect(chosen.builder_theme_id).toBe(template!.id);
    await call('PATCH', `/upsells/${campaign.id}`, { title: 'Spec call funnel', is_draft: false });
    // DELETE {id}.
    await call('DELETE', `/upsells/${campaign.id}`);
    // Order-bump categories: GET, POST, PATCH {id}, DELETE {id}.
    await call('GET', '/order-bump-categories');
    const category = (await (
      await call('POST', '/order-bump-categories', { title: 'Spec call' })
    ).json()) as {
      id: number;
    };
    await call('PATCH', `/order-bump-categories/${category.id}`, { title: 'Spec call 2' });
    await call('DELETE', `/order-bump-categories/${category.id}`);
    // Files: upload with files[] and type upsell_image; the answer lists id, path, name.
    const form = new FormData();
    form.append('type', UPSELL_IMAGE_UPLOAD_TYPE);
    form.append('files[]', new File([new Uint8Array([137, 80, 78, 71])], 'offer.png', { type: 'image/png' }));
    const [file] = (await (await call('POST', '/files', form)).json()) as {
      id: number;
      path: string;
      name: string;
    }[];
    expect(file).toMatchObject({ id: expect.any(Number), path: expect.any(String), name: 'offer.png' });
  });

  it('is in the API reference', async () => {
    const spec = [
      'GET /api/v1/upsells/{id}',
      'GET /api/v1/upsells',
      'POST /api/v1/upsells/search',
      'POST /api/v1/upsells',
      'PATCH /api/v1/upsells/{id}',
      'DELETE /api/v1/upsells/{id}',
      'GET /api/v1/upsells/{id}/statistics',
      'GET /api/v1/order-bump-categories',
      'POST /api/v1/order-bump-categories',
      'PATCH /api/v1/order-bump-categories/{id}',
      'DELETE /api/v1/order-bump-categories/{id}',
      'POST /api/v1/files',
    ];
    expect(await undocumentedCalls(t, spec)).toEqual([]);
  });
});
