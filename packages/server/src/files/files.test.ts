import { eq } from 'drizzle-orm';
import { coreContract, createClient } from '@storeroom/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema';
import { createTestServer, ownerSuite } from '../testing';
import { EXE_HEAD, PNG_HEAD, pngFile, streamedMultipart } from './fixtures';

const s = ownerSuite(createTestServer, { beforeAll, afterAll });

const MB = 1024 * 1024;
const upload = (type: string, files: File[], token = s.owner.tokens.accessToken) => {
  const form = new FormData();
  form.append('type', type);
  for (const f of files) form.append('files[]', f);
  return s.t.request('POST', '/files', { token, body: form });
};
const png = (name: string, size = 64) => pngFile(name, size);

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
    const served = await s.t.app.request(body[0].path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="front.png"');
    expect(served.headers.get('content-length')).toBe('64');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array(await png('x.png').arrayBuffer()),
    );
    const list = await (
      await s.t.request('GET', '/files?size=30', { token: s.owner.tokens.accessToken })
    ).json();
    expect(list.items[0]).toMatchObject({ name: 'back view.PNG', type: 'product_images', size: 64 });
    expect(list.items[0]).not.toHaveProperty('storage_key');
  });

  it('refuses files over the type’s size with the spec’s message, changing nothing', async () => {
    const before = (await (await s.t.request('GET', '/files', { token: s.owner.tokens.accessToken })).json())
      ._meta.totalCount;
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
    const after = (await (await s.t.request('GET', '/files', { token: s.owner.tokens.accessToken })).json())
      ._meta.totalCount;
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
    const notMultipart = await s.t.request('POST', '/files', {
      token: s.owner.tokens.accessToken,
      body: { type: 'files' },
    });
    expect(notMultipart.status).toBe(400);
  });

  it('serves active content as a download in a sandbox, never as a page', async () => {
    const [html] = await (
      await upload('files', [new File(['<script>alert(1)</script>'], 'evil.html', { type: 'text/html' })])
    ).json();
    const res = await s.t.app.request(html.path);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const [svg] = await (
      await upload('files', [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg'),
      ])
    ).json();
    const svgRes = await s.t.app.request(svg.path);
    expect(svgRes.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgRes.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect((await s.t.app.request('/uploads/../../etc/passwd')).status).toBe(404);
    expect((await s.t.app.request('/uploads/1/zzzz/x.png')).status).toBe(404);
  });

  it('the admin’s client sends the type before the files, in whatever order the form was built', async () => {
    const core = createClient(coreContract, s.t.http(s.owner.tokens.accessToken));
    const body = new FormData();
    body.append('files[]', png('built-first.png'));
    body.append('type', 'product_images');
    expect(await core.uploadFiles({ body })).toEqual([
      { id: expect.any(Number), path: expect.stringMatching(/\/built-first\.png$/), name: 'built-first.png' },
    ]);
    // ...or names it in the address.
    const form = new FormData();
    form.append('files[]', png('addressed.png'));
    expect(await core.uploadFiles({ body: form, query: { type: 'product_images' } })).toHaveLength(1);
  });

  it('checks access by upload type and refuses the demo store', async () => {
    await s.t.request('POST', '/employees', {
      token: s.owner.tokens.accessToken,
      body: {
        email: 'filer@storeroom.test',
        full_name: 'Filer',
        password: 'filer-password',
        access: [{ subject: 'files', rule: 2 }],
      },
    });
    const filer = await s.t.login({ email: 'filer@storeroom.test', password: 'filer-password' });
    expect((await upload('files', [png('ok.png')], filer)).status).toBe(201);
    const denied = await upload('product_images', [png('no.png')], filer);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: "You don't have permission to do this." });

    const db = s.t.server.database().db;
    const storeId = s.t.seeded.storeIds[0]!;
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

describe('POST /files, streamed', () => {
  const count = async () =>
    (await (await s.t.request('GET', '/files', { token: s.owner.tokens.accessToken })).json())._meta
      .totalCount as number;
  const send = (streamed: ReturnType<typeof streamedMultipart>, query = '') =>
    s.t.app.request(`/api/v1/files${query}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${s.owner.tokens.accessToken}`,
        'content-type': streamed.contentType,
      },
      body: streamed.body,
      duplex: 'half',
    } as RequestInit);

  it('refuses a file whose content is not what its name says, storing nothing', async () => {
    const before = await count();
    const exe = new File([EXE_HEAD], 'setup.png', { type: 'image/png' });
    const html = new File(['<!DOCTYPE html><script>alert(1)</script>'], 'page.png', { type: 'image/png' });
    const res = await upload('files', [png('fine.png'), exe, html]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: {
        files: [
          '"setup.png" is not a .png file: its content is exe (application/x-msdownload).',
          '"page.png" is not a .png file: its content is HTML or script.',
        ],
      },
    });
    const binaryCsv = new File([new Uint8Array([0x50, 0x4b, 0x00, 0x01, 0x00])], 'orders.csv');
    expect((await (await upload('files', [binaryCsv])).json()).errors.files).toEqual([
      '"orders.csv" is not a .csv file: its content is binary data, not text.',
    ]);
    expect(await count()).toBe(before);
    // Text types are checked as text; unknown extensions are downloads and not checked.
    const csv = new File(['sku,qty\nMUG-1,3\n'], 'stock.csv');
    const bin = new File([EXE_HEAD], 'tool.bin');
    expect((await upload('files', [csv, bin])).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('takes the type from the address, and refuses files sent before the type', async () => {
    const ok = await send(
      streamedMultipart([{ field: 'files[]', filename: 'a.png', size: 100, head: PNG_HEAD }]),
      '?type=files',
    );
    expect(ok.status).toBe(201);
    const late = await send(
      streamedMultipart([
        { field: 'files[]', filename: 'b.txt', size: 10 },
        { field: 'type', value: 'files' },
      ]),
    );
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({
      errors: { type: ['Name the upload type (`type`) before the files, or in the address (`?type=`).'] },
    });
    expect((await send(streamedMultipart([{ field: 'type', value: 'files' }]), '?type=bogus')).status).toBe(
      422,
    );
  });

  it('cuts a file off at its size while it streams (no Content-Length) and removes what was stored', async () => {
    const before = await count();
    const huge = streamedMultipart([
      { field: 'type', value: 'product_images' },
      { field: 'files[]', filename: 'first.png', size: 1000, head: PNG_HEAD },
      { field: 'files[]', filename: 'huge.png', size: 10 * MB + 1, head: PNG_HEAD },
    ]);
    const res = await send(huge);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: { files: ['"huge.png" was not added. Maximum size allowed – 10MB.'] },
    });
    // The whole body is cut off at the type's limit (one logo: 10 MB and the form).
    const body = streamedMultipart([
      { field: 'type', value: 'checkout_logo' },
      { field: 'files[]', filename: 'a.png', size: 6 * MB, head: PNG_HEAD },
      { field: 'files[]', filename: 'b.png', size: 6 * MB, head: PNG_HEAD },
      { field: 'files[]', filename: 'c.png', size: 6 * MB, head: PNG_HEAD },
    ]);
    const cut = await send(body);
    expect(cut.status).toBe(413);
    expect(await cut.json()).toEqual({ message: 'The upload is too large.' });
    expect(body.pulled()).toBeLessThan(body.length);
    expect(await count()).toBe(before);
  });
});

describe('DELETE /files/{id}', () => {
  it('deletes the record and the bytes; other stores cannot', async () => {
    const [file] = await (await upload('files', [png('gone.png')])).json();
    const outlet = await s.t.switchStore(s.owner.tokens.accessToken);
    expect((await s.t.request('DELETE', `/files/${file.id}`, { token: outlet })).status).toBe(404);
    expect(
      (await s.t.request('DELETE', `/files/${file.id}`, { token: s.owner.tokens.accessToken })).status,
    ).toBe(204);
    expect((await s.t.app.request(file.path)).status).toBe(404);
    expect(
      (await s.t.request('DELETE', `/files/${file.id}`, { token: s.owner.tokens.accessToken })).status,
    ).toBe(404);
    expect((await s.t.request('DELETE', '/files/abc', { token: s.owner.tokens.accessToken })).status).toBe(
      404,
    );
  });
});
