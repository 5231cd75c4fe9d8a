import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema';
import { DEMO_CREDENTIALS } from '../seed';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
const upload = (type: string, files: File[], token = owner) => {
  const form = new FormData();
  form.append('type', type);
  for (const f of files) form.append('files[]', f);
  return t.request('POST', '/files', { token, body: form });
};
const png = (name: string, size = 8) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('POST /files', () => {
  it('stores files and answers [{ id, path, name }]', async () => {
    const res = await upload('product_images', [png('front.png'), png('back view.PNG')]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual([
      {
        id: expect.any(Number),
        path: expect.stringMatching(/^\/uploads\/\d+\/[0-9a-f]{24}\/front\.png$/),
        name: 'front.png',
      },
      { id: expect.any(Number), path: expect.stringMatching(/\/back-view\.PNG$/), name: 'back view.PNG' },
    ]);
    const served = await t.app.request(body[0].path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await served.arrayBuffer()).byteLength).toBe(8);
    const list = await (await t.request('GET', '/files?size=30', { token: owner })).json();
    expect(list.items[0]).toMatchObject({ name: 'back view.PNG', type: 'product_images', size: 8 });
    expect(list.items[0]).not.toHaveProperty('storage_key');
  });

  it('refuses files over the type’s size with the spec’s message, changing nothing', async () => {
    const before = (await (await t.request('GET', '/files', { token: owner })).json())._meta.totalCount;
    const big = await upload('product_images', [png('small.png'), png('huge.png', 10 * MB + 1)]);
    expect(big.status).toBe(422);
    expect(await big.json()).toEqual({
      errors: { files: ['"huge.png" was not added. Maximum size allowed – 10MB.'] },
    });
    // Thumbnails allow 20 MB (spec 2 §5).
    const thumb = await upload('thumbnails', [png('thumb.png', 20 * MB + 1)]);
    expect((await thumb.json()).errors.files).toEqual([
      '"thumb.png" was not added. Maximum image size allowed – 20MB.',
    ]);
    expect((await upload('thumbnails', [png('thumb.png', 10 * MB + 1)])).status).toBe(201);
    const after = (await (await t.request('GET', '/files', { token: owner })).json())._meta.totalCount;
    expect(after).toBe(before + 1);
  });

  it('refuses too many files, unknown types, non-images and empty uploads', async () => {
    const many = await upload(
      'product_images',
      Array.from({ length: 21 }, (_, i) => png(`p${i}.png`)),
    );
    expect((await many.json()).errors.files).toEqual(['Maximum number of files for upload per time - 20.']);
    expect(
      (
        await upload(
          'files',
          Array.from({ length: 30 }, (_, i) => png(`f${i}.png`)),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await upload(
          'files',
          Array.from({ length: 31 }, (_, i) => png(`f${i}.png`)),
        )
      ).status,
    ).toBe(422);
    expect(await (await upload('bogus', [png('a.png')])).json()).toEqual({
      errors: { type: ['Unknown upload type.'] },
    });
    expect((await (await upload('product_images', [new File(['x'], 'a.exe')])).json()).errors.files).toEqual([
      '"a.exe" is not an image.',
    ]);
    expect((await upload('product_images', [])).status).toBe(422);
    const notMultipart = await t.request('POST', '/files', { token: owner, body: { type: 'files' } });
    expect(notMultipart.status).toBe(400);
  });

  it('serves active content as a download in a sandbox, never as a page', async () => {
    const [html] = await (
      await upload('files', [new File(['<script>alert(1)</script>'], 'evil.html', { type: 'text/html' })])
    ).json();
    const res = await t.app.request(html.path);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const [svg] = await (
      await upload('files', [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg'),
      ])
    ).json();
    const svgRes = await t.app.request(svg.path);
    expect(svgRes.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgRes.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect((await t.app.request('/uploads/../../etc/passwd')).status).toBe(404);
    expect((await t.app.request('/uploads/1/zzzz/x.png')).status).toBe(404);
  });

  it('checks access by upload type and refuses the demo store', async () => {
    await t.request('POST', '/employees', {
      token: owner,
      body: {
        email: 'filer@storeroom.test',
        full_name: 'Filer',
        password: 'filer-password',
        access: [{ subject: 'files', rule: 2 }],
      },
    });
    const filer = await t.login({ email: 'filer@storeroom.test', password: 'filer-password' });
    expect((await upload('files', [png('ok.png')], filer)).status).toBe(201);
    const denied = await upload('product_images', [png('no.png')], filer);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: "You don't have permission to do this." });

    const db = t.server.database().db;
    const storeId = t.seeded.storeIds[0]!;
    await db.update(stores).set({ subdomain: 'demo-store' }).where(eq(stores.id, storeId));
    try {
      const demo = await upload('files', [png('demo.png')]);
      expect(demo.status).toBe(403);
      expect(await demo.json()).toEqual({ message: 'Uploading files not allowed in demo mode' });
    } finally {
      await db.update(stores).set({ subdomain: 'storeroom-demo' }).where(eq(stores.id, storeId));
    }
  });
});

describe('DELETE /files/{id}', () => {
  it('deletes the record and the bytes; other stores cannot', async () => {
    const [file] = await (await upload('files', [png('gone.png')])).json();
    const outlet = (
      await (
        await t.request('POST', '/account/stores', { token: owner, body: { store_id: t.seeded.storeIds[1] } })
      ).json()
    ).access_token;
    expect((await t.request('DELETE', `/files/${file.id}`, { token: outlet })).status).toBe(404);
    expect((await t.request('DELETE', `/files/${file.id}`, { token: owner })).status).toBe(204);
    expect((await t.app.request(file.path)).status).toBe(404);
    expect((await t.request('DELETE', `/files/${file.id}`, { token: owner })).status).toBe(404);
    expect((await t.request('DELETE', '/files/abc', { token: owner })).status).toBe(404);
  });
});
