import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@storeroom/core/contract';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestEmployee, TestServer } from '@storeroom/server/testing';
import { CUSTOMERS_MESSAGES } from '../contract';
import type { CustomerItem, CustomersExportJobResult } from '../contract';
import { customersServerPlugin } from './plugin';
import { mainStoreCustomers } from './seed-data';

let t: TestServer;
let owner: string;
let employee: TestEmployee;

interface Page {
  items: CustomerItem[];
  _meta: { totalCount: number };
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await createTestServer({ plugins: [customersServerPlugin] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  employee = await t.employee();
});
afterAll(() => t?.close());

describe('Customers API', () => {
  it('lists the store’s customers, with empty order statistics until orders say otherwise', async () => {
    // The order of buyers by last purchase is tested with a fake orders plugin (directory.test.ts).
    const res = await t.request('GET', '/customers?size=200', { token: owner });
    expect(res.status).toBe(200);
    const body = await json<Page>(res);
    expect(body._meta.totalCount).toBe(mainStoreCustomers().length);
    expect(body.items.every((c) => c.order_count === 0 && c.last_purchase === null)).toBe(true);
    expect(body.items.every((c) => !c.email.includes('outlet'))).toBe(true);
  });

  it('searches by name or email (query) and by tags', async () => {
    const byName = await json<Page>(
      await t.request('POST', '/customers/search?size=200', { token: owner, body: { query: 'olivia' } }),
    );
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((c) => c.full_name.startsWith('Olivia'))).toBe(true);
    const byTag = await json<Page>(
      await t.request('POST', '/customers/search?size=200', { token: owner, body: { tags: ['vip'] } }),
    );
    const expected = mainStoreCustomers().filter((c) => c.tags.includes('vip')).length;
    expect(byTag._meta.totalCount).toBe(expected);
    expect(byTag.items.every((c) => c.tags.includes('vip'))).toBe(true);
  });

  it('stores the customer’s own phone as +dial.number and refuses one not valid for its country', async () => {
    const created = await t.request('POST', '/customers', {
      token: owner,
      body: { email: 'phone.owner@example.com', phone: '+44 20 7946 0123' },
    });
    expect(created.status).toBe(201);
    const item = await json<CustomerItem>(created);
    expect(item.phone).toBe('+44.2079460123');

    const changed = await t.request('PATCH', `/customers/${item.id}`, {
      token: owner,
      body: { phone: '+1.5125550147' },
    });
    expect((await json<CustomerItem>(changed)).phone).toBe('+1.5125550147');

    // Too short for the UK, and a national number without its country: refused, nothing saved.
    for (const phone of ['+44 123', '512 555 0147']) {
      const bad = await t.request('PATCH', `/customers/${item.id}`, { token: owner, body: { phone } });
      expect(bad.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.phone).toEqual([
        CUSTOMERS_MESSAGES.phoneInvalid,
      ]);
    }
    const kept = await json<CustomerItem>(await t.request('GET', `/customers/${item.id}`, { token: owner }));
    expect(kept.phone).toBe('+1.5125550147');

    const cleared = await t.request('PATCH', `/customers/${item.id}`, { token: owner, body: { phone: '' } });
    expect((await json<CustomerItem>(cleared)).phone).toBe('');
  });

  it('normalises email and phone, and refuses bad input with messages, changing nothing', async () => {
    const created = await t.request('POST', '/customers', {
      token: owner,
      body: {
        email: '  New.Person@Example.COM ',
        full_name: 'New Person',
        tags: ['vip'],
        addresses: [{ street: '1 Bay St', city: 'Toronto', country: 'ca', phone: '(416) 555-0198' }],
      },
    });
    expect(created.status).toBe(201);
    const item = await json<CustomerItem>(created);
    expect(item.email).toBe('new.person@example.com');
    expect(item.addresses[0]).toMatchObject({ country: 'CA', phone: '+1.4165550198', company: '' });
    expect(item).toMatchObject({ order_count: 0, lifetime_spent: 0, last_purchase: null });

    const before = (await json<Page>(await t.request('GET', '/customers', { token: owner })))._meta
      .totalCount;
    const bad = await t.request('POST', '/customers', {
      token: owner,
      body: { email: 'not-an-email', addresses: [{ country: 'GB', phone: '123' }] },
    });
    expect(bad.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(bad);
    expect(errors.email).toEqual([CUSTOMERS_MESSAGES.emailInvalid]);
    expect(Object.values(errors).flat()).toContain(CUSTOMERS_MESSAGES.phoneInvalid);
    const blank = await t.request('POST', '/customers', { token: owner, body: { email: '   ' } });
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.email).toEqual([
      CUSTOMERS_MESSAGES.emailRequired,
    ]);
    const after = (await json<Page>(await t.request('GET', '/customers', { token: owner })))._meta.totalCount;
    expect(after).toBe(before);

    const updated = await t.request('PATCH', `/customers/${item.id}`, {
      token: owner,
      body: { notes: 'Called about an order.', tags: ['vip', 'wholesale'] },
    });
    expect(await json<CustomerItem>(updated)).toMatchObject({
      notes: 'Called about an order.',
      tags: ['vip', 'wholesale'],
      email: 'new.person@example.com',
    });
    const removed = await t.request('POST', '/customers/delete', { token: owner, body: { ids: [item.id] } });
    expect(await json(removed)).toEqual({ affected: 1 });
    expect((await t.request('GET', `/customers/${item.id}`, { token: owner })).status).toBe(404);
  });

  it('keeps saved views per user', async () => {
    const saved = await t.request('POST', '/customers/saved-views', {
      token: owner,
      body: { json: JSON.stringify([{ field: 'tags', operator: '=', value: 'vip' }]) },
    });
    expect(saved.status).toBeLessThan(300);
    const views = await json<{ json: string }[] | { items: { json: string }[] }>(
      await t.request('GET', '/customers/saved-views', { token: owner }),
    );
    const list = Array.isArray(views) ? views : views.items;
    expect(list.map((v) => v.json)).toContain(
      JSON.stringify([{ field: 'tags', operator: '=', value: 'vip' }]),
    );
  });

  it('keeps stores apart: another store’s customer is neither listed, found, changed nor deleted', async () => {
    const found = await json<Page>(
      await t.request('POST', '/customers/search?size=200', { token: owner, body: { query: 'outlet' } }),
    );
    expect(found._meta.totalCount).toBe(0);
    const second = await t.switchStore(owner);
    const theirs = await json<Page>(await t.request('GET', '/customers', { token: second }));
    expect(theirs.items.map((c) => c.email).sort()).toEqual([
      'outlet.buyer@example.com',
      'second.store@example.com',
    ]);
    const foreignId = theirs.items.find((c) => c.email === 'outlet.buyer@example.com')!.id;
    expect((await t.request('GET', `/customers/${foreignId}`, { token: owner })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/customers/${foreignId}`, { token: owner, body: { notes: 'x' } })).status,
    ).toBe(404);
    const bulk = await t.request('POST', '/customers/delete', { token: owner, body: { ids: [foreignId] } });
    expect(await json(bulk)).toEqual({ affected: 0 });
    expect((await t.request('GET', `/customers/${foreignId}`, { token: second })).status).toBe(200);
  });

  it('exports: a job stores the CSV and mails a link to it (never the CSV); the spec’s message', async () => {
    const res = await t.request('POST', '/customers/exportcsv', {
      token: owner,
      body: { filter: { tags: ['vip'] } },
    });
    expect(res.status).toBe(200);
    const { job, csv } = await exported(res);
    // The CSV holds exactly the filtered customers (tag vip), one line each after the header.
    expect(csv[0]).toBe('id,email,full_name,tags,order_count,lifetime_spent,last_purchase,created_at');
    const vip = mainStoreCustomers().filter((c) => c.tags.includes('vip')).length;
    expect(csv).toHaveLength(1 + vip);
    expect(job.progress).toEqual({ done: vip, total: vip, step: 'Writing customers' });
    const logs = await json<{ items: { to_email: string; body: string }[] }>(
      await t.request('GET', '/email-logs?sort=!id&size=1&expand=body', { token: owner }),
    );
    expect(logs.items[0]?.to_email).toBe(DEMO_CREDENTIALS.owner.email);
    expect(logs.items[0]!.body).toContain(`href="${job.result!.url}"`);
    expect(logs.items[0]!.body).not.toContain(csv[1]!.split(',')[1]!);
  });

  it('writes a customer whose name is a spreadsheet formula as text', async () => {
    const created = await t.request('POST', '/customers', {
      token: owner,
      body: { email: 'formula@example.com', full_name: '=HYPERLINK("http://evil.test","Click")' },
    });
    expect(created.status).toBe(201);
    const res = await t.request('POST', '/customers/exportcsv', {
      token: owner,
      body: { filter: { email: { operator: '=', value: 'formula@example.com' } } },
    });
    const { text } = await exported(res);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
  });

  it('exports with any filter of the list (the same fields and compiler), refusing unknown ones', async () => {
    const mails = async () =>
      (await json<{ _meta: { totalCount: number } }>(await t.request('GET', '/email-logs', { token: owner })))
        ._meta.totalCount;
    const one = mainStoreCustomers()[4]!;
    const res = await t.request('POST', '/customers/exportcsv', {
      token: owner,
      body: { filter: { email: { operator: 'contains', value: one.email.toUpperCase() } } },
    });
    const { csv } = await exported(res);
    expect(csv.slice(1).map((line) => line.split(',')[1])).toEqual([one.email]);

    const before = await mails();
    const bad = await t.request('POST', '/customers/exportcsv', {
      token: owner,
      body: { filter: { password: 'x', order_count: 'many' } },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      errors: { password: ['Unknown filter field "password".'], order_count: ['Must be a number.'] },
    });
    expect(await mails()).toBe(before);
  });

  it('searches by the contract’s column filters and escapes LIKE wildcards in the free text', async () => {
    const byCount = await json<Page>(
      await t.request('POST', '/customers/search?size=200', {
        token: owner,
        body: { order_count: { operator: '>', value: 0 } },
      }),
    );
    expect(byCount._meta.totalCount).toBe(0);
    const wildcard = await json<Page>(
      await t.request('POST', '/customers/search', { token: owner, body: { query: '%' } }),
    );
    expect(wildcard._meta.totalCount).toBe(0);
    const unknown = await t.request('POST', '/customers/search', { token: owner, body: { store_id: 2 } });
    expect(unknown.status).toBe(422);
  });

  it('exports the selected customers (bulk action) by email', async () => {
    const page = await json<Page>(await t.request('GET', '/customers?size=2&sort=id', { token: owner }));
    const ids = page.items.map((c) => c.id);
    const res = await t.request('POST', '/customers/export', { token: owner, body: { ids } });
    expect(res.status).toBe(200);
    const { csv } = await exported(res);
    expect(
      csv
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('refuses callers without the rule, and export without allow_export', async () => {
    expect((await t.request('GET', '/customers')).status).toBe(401);
    await employee.setAccess([]);
    expect((await t.request('GET', '/customers', { token: employee.token })).status).toBe(403);
    expect(
      (await t.request('POST', '/customers/exportcsv', { token: employee.token, body: {} })).status,
    ).toBe(403);

    await employee.setAccess([{ subject: 'customers', rule: 1, options: [] }]);
    expect((await t.request('GET', '/customers', { token: employee.token })).status).toBe(200);
    const refused = await t.request('POST', '/customers/exportcsv', { token: employee.token, body: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You don't have permission to do this." });
    expect(
      (await t.request('POST', '/customers', { token: employee.token, body: { email: 'a@b.co' } })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/customers/delete', { token: employee.token, body: { ids: [1] } })).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/customers/export', { token: employee.token, body: { ids: [1] } })).status,
    ).toBe(403);

    await employee.setAccess([{ subject: 'customers', rule: 1, options: ['allow_export'] }]);
    const allowed = await t.request('POST', '/customers/exportcsv', { token: employee.token, body: {} });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({
      message: CUSTOMERS_MESSAGES.exportQueued,
      id: expect.any(String),
    });
  });
});

/** An export's answer (the spec's message and a job id), its finished job and the stored CSV. */
async function exported(res: Response) {
  const started = await json<{ message: string; id: string }>(res);
  expect(started).toEqual({ message: CUSTOMERS_MESSAGES.exportQueued, id: expect.any(String) });
  const job = await vi.waitFor(
    async () => {
      const view = await json<JobView<CustomersExportJobResult>>(
        await t.request('GET', `/jobs/${started.id}`, { token: owner }),
      );
      if (view.state !== 'completed') throw new Error(`export ${view.state}: ${view.error ?? ''}`);
      return view;
    },
    { timeout: 30_000, interval: 100 },
  );
  const file = await t.request('GET', job.result!.url);
  expect(file.status).toBe(200);
  const text = await file.text();
  return { job, text, csv: text.split('\n') };
}
