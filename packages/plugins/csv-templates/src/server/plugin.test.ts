import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, action, defineServerPlugin, parseId } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { SUBJECTS } from '@storeroom/core/access';
import { CSV_TEMPLATES, CSV_TEMPLATES_MESSAGES } from '../contract';
import type { CsvTemplateItem } from '../contract';
import { csvTemplatesServerPlugin } from './plugin';
import { SEED_TEMPLATES } from './seed-data';

// A stand-in consumer (the orders export): reads a template through the CSV_TEMPLATES service.
const consumer = defineServerPlugin({
  id: 'csv-consumer',
  routes: [
    action({
      method: 'GET',
      path: '/csv-consumer/:id',
      subject: SUBJECTS.orders,
      async handler(ctx, { params }) {
        const template = await ctx.use(CSV_TEMPLATES)?.get(parseId(params.id));
        return { template: template ?? null };
      },
    }),
    action({
      method: 'GET',
      path: '/csv-consumer-choices',
      subject: SUBJECTS.orders,
      handler: async (ctx) => ({ choices: (await ctx.use(CSV_TEMPLATES)?.choices()) ?? null }),
    }),
  ],
});

let t: TestServer;
let owner: string;

interface List {
  items: CsvTemplateItem[];
  _meta: { totalCount: number };
}

const valid = {
  title: 'Totals',
  layout_type: 1,
  columns: [{ title: 'Order', content: ['order.display_number'] }],
};

beforeAll(async () => {
  t = await createTestServer({ plugins: [csvTemplatesServerPlugin, consumer] });
  owner = await t.login(DEMO_CREDENTIALS.owner);
});
afterAll(() => t?.close());

async function count(): Promise<number> {
  const res = await t.request('GET', '/csv', { token: owner });
  return ((await res.json()) as List)._meta.totalCount;
}

describe('CSV templates API (/csv)', () => {
  it('lists the seeded templates of the caller’s store only, newest first', async () => {
    const res = await t.request('GET', '/csv', { token: owner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.items.map((i) => i.title)).toEqual(SEED_TEMPLATES.map((s) => s.title).reverse());
    expect(body.items[0]).toMatchObject({ layout_type: 2, columns: SEED_TEMPLATES[2]!.columns });
  });

  it('searches by title and by layout type', async () => {
    const byText = (await (
      await t.request('POST', '/csv/search', { token: owner, body: { query: 'label' } })
    ).json()) as List;
    expect(byText.items.map((i) => i.title)).toEqual(['Shipping labels (one cell)']);
    const byLayout = (await (
      await t.request('POST', '/csv/search', { token: owner, body: { layout_type: 1 } })
    ).json()) as List;
    expect(byLayout.items.map((i) => i.title)).toEqual(['Order lines (row per item)']);
  });

  it('refuses a template without columns with the spec’s message and changes nothing', async () => {
    const before = await count();
    for (const columns of [[], undefined]) {
      const res = await t.request('POST', '/csv', { token: owner, body: { ...valid, columns } });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors.columns).toEqual([
        CSV_TEMPLATES_MESSAGES.columnsEmpty,
      ]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses unknown fields, blank column titles and unknown layout types', async () => {
    const res = await t.request('POST', '/csv', {
      token: owner,
      body: { title: '', layout_type: 7, columns: [{ title: ' ', content: ['order.secret'] }] },
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors.title).toEqual([CSV_TEMPLATES_MESSAGES.titleRequired]);
    expect(errors.layout_type).toEqual([CSV_TEMPLATES_MESSAGES.layoutInvalid]);
    expect(errors['columns.0.title']).toEqual([CSV_TEMPLATES_MESSAGES.columnTitleRequired]);
    expect(errors['columns.0.content.0']).toBeDefined();
  });

  it('creates, updates (emptying columns is refused) and deletes', async () => {
    const created = await t.request('POST', '/csv', { token: owner, body: valid });
    expect(created.status).toBe(201);
    const item = (await created.json()) as CsvTemplateItem;
    expect(item).toMatchObject(valid);
    const refused = await t.request('PATCH', `/csv/${item.id}`, { token: owner, body: { columns: [] } });
    expect(refused.status).toBe(422);
    const columns = [
      { title: 'Customer', content: ['customer.full_name', 'order.email'] },
      { title: 'Order', content: ['order.display_number'] },
    ];
    const updated = await t.request('PATCH', `/csv/${item.id}`, {
      token: owner,
      body: { columns, layout_type: 3 },
    });
    expect(await updated.json()).toMatchObject({ id: item.id, title: 'Totals', layout_type: 3, columns });
    expect((await t.request('DELETE', `/csv/${item.id}`, { token: owner })).status).toBe(204);
    expect((await t.request('GET', `/csv/${item.id}`, { token: owner })).status).toBe(404);
  });

  it('bulk deletes', async () => {
    const ids: number[] = [];
    for (const title of ['Bulk A', 'Bulk B']) {
      ids.push(
        (
          (await (
            await t.request('POST', '/csv', { token: owner, body: { ...valid, title } })
          ).json()) as CsvTemplateItem
        ).id,
      );
    }
    const res = await t.request('POST', '/csv/delete', { token: owner, body: { ids } });
    expect(await res.json()).toEqual({ affected: 2 });
    expect((await t.request('GET', `/csv/${ids[0]}`, { token: owner })).status).toBe(404);
  });

  it('gives other plugins a template through CSV_TEMPLATES, within the caller’s store', async () => {
    const first = ((await (await t.request('GET', '/csv', { token: owner })).json()) as List).items.at(-1)!;
    const res = await t.request('GET', `/csv-consumer/${first.id}`, { token: owner });
    expect(await res.json()).toEqual({
      template: { id: first.id, title: first.title, layout_type: first.layout_type, columns: first.columns },
    });
    const missing = await t.request('GET', '/csv-consumer/999999', { token: owner });
    expect(await missing.json()).toEqual({ template: null });
  });

  it('gives other plugins the templates to pick from, newest first, of the caller’s store only', async () => {
    const list = (await (await t.request('GET', '/csv?size=200', { token: owner })).json()) as List;
    const res = await t.request('GET', '/csv-consumer-choices', { token: owner });
    expect(await res.json()).toEqual({ choices: list.items.map(({ id, title }) => ({ id, title })) });
    const other = await t.switchStore(owner);
    const second = (await (await t.request('GET', '/csv', { token: other })).json()) as List;
    const theirs = await t.request('GET', '/csv-consumer-choices', { token: other });
    expect(await theirs.json()).toEqual({ choices: second.items.map(({ id, title }) => ({ id, title })) });
    expect(second.items.map((i) => i.id)).not.toContain(list.items[0]!.id);
  });

  it('refuses callers without a csv rule, and writes under limited access', async () => {
    expect((await t.request('GET', '/csv')).status).toBe(401);
    // The demo employee has dashboard and orders rules only: no csv rule.
    const employee = await t.login(DEMO_CREDENTIALS.employee);
    expect((await t.request('GET', '/csv', { token: employee })).status).toBe(403);
    expect((await t.request('POST', '/csv', { token: employee, body: valid })).status).toBe(403);
    const staff = { email: 'csv.reader@storeroom.test', password: 'csv-reader-password' };
    const made = await t.request('POST', '/employees', {
      token: owner,
      body: { ...staff, full_name: 'Csv Reader', access: [{ subject: 'csv', rule: 1, options: [] }] },
    });
    expect(made.status).toBe(201);
    const reader = await t.login(staff);
    expect((await t.request('GET', '/csv', { token: reader })).status).toBe(200);
    const before = await count();
    expect((await t.request('POST', '/csv', { token: reader, body: valid })).status).toBe(403);
    const first = ((await (await t.request('GET', '/csv', { token: reader })).json()) as List).items[0]!;
    expect((await t.request('DELETE', `/csv/${first.id}`, { token: reader })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
