/**
 * Mass-fulfilment templates (spec 2 §7: GET, GET {id}, POST, PATCH, DELETE) and
 * `POST /orders/csv` honouring `template_id` (column mapping, header yes/no).
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, ORDERS_MESSAGES } from '../contract';
import type { FulfilmentTemplate, MassResult } from '../contract';
import { json, limitedEmployee, placeOrder, uploadFulfilmentCsv } from './test-support/orders';
import type { OrderAnswer } from './test-support/orders';
import { ordersSuite } from './test-support/suite';

const PATH = '/orders/mass-fulfilment-templates';

const s = ordersSuite();

const create = (body: unknown, token = s.owner) => s.t.request('POST', PATH, { token, body });

describe('mass-fulfilment templates', () => {
  it('creates, lists, reads, updates and deletes a template', async () => {
    const res = await create({
      title: 'Warehouse export',
      order_column: 3,
      tracking_column: 1,
      carrier_column: 5,
    });
    expect(res.status).toBe(201);
    const created = await json<FulfilmentTemplate>(res);
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Warehouse export',
      order_column: 3,
      tracking_column: 1,
      carrier_column: 5,
      has_header: true,
    });
    const list = await json<{ items: FulfilmentTemplate[] }>(
      await s.t.request('GET', PATH, { token: s.owner }),
    );
    expect(list.items.map((i) => i.id)).toContain(created.id);
    expect(await json(await s.t.request('GET', `${PATH}/${created.id}`, { token: s.owner }))).toEqual(
      created,
    );
    const patched = await s.t.request('PATCH', `${PATH}/${created.id}`, {
      token: s.owner,
      body: { has_header: false, title: 'No header' },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toEqual({ ...created, has_header: false, title: 'No header' });
    expect((await s.t.request('DELETE', `${PATH}/${created.id}`, { token: s.owner })).status).toBe(204);
    expect((await s.t.request('GET', `${PATH}/${created.id}`, { token: s.owner })).status).toBe(404);
  });

  it('refuses bad mappings and changes nothing', async () => {
    const bad = await create({ title: ' ', order_column: 0, tracking_column: 51, carrier_column: 1.5 });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      errors: {
        title: [ORDERS_MESSAGES.titleRequired],
        order_column: [ORDERS_MESSAGES.templateColumn],
        tracking_column: [ORDERS_MESSAGES.templateColumn],
        carrier_column: [ORDERS_MESSAGES.templateColumn],
      },
    });
    const same = await create({ title: 'Same', order_column: 1, tracking_column: 1, carrier_column: 2 });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ errors: { order_column: [ORDERS_MESSAGES.templateColumnsDiffer] } });
    // An update is checked against the merged template.
    const ok = await json<FulfilmentTemplate>(
      await create({ title: 'Ok', order_column: 1, tracking_column: 2, carrier_column: 3 }),
    );
    const clash = await s.t.request('PATCH', `${PATH}/${ok.id}`, {
      token: s.owner,
      body: { carrier_column: 2 },
    });
    expect(clash.status).toBe(422);
    expect(await clash.json()).toEqual({ errors: { order_column: [ORDERS_MESSAGES.templateColumnsDiffer] } });
    expect(await json(await s.t.request('GET', `${PATH}/${ok.id}`, { token: s.owner }))).toEqual(ok);
  });

  /** An employee with full orders access, signed in. */
  const fullEmployee = async (): Promise<string> =>
    (await s.t.employee([{ subject: 'orders', rule: 2, options: [] }])).token;

  // spec 2 §6, spec 3 §6: allow_fulfilments runs CSV mass fulfilment, so it keeps its column
  // mappings too; full access and the s.owner have every option.
  it.each([
    ['the owner', () => Promise.resolve(s.owner)],
    ['an employee with full orders access', fullEmployee],
    ['a limited employee with allow_fulfilments', () => limitedEmployee(s.t, ['allow_fulfilments'])],
  ])('lets %s create, change and delete templates', async (_who, signIn) => {
    const token = await signIn();
    const res = await create(
      { title: 'Courier file', order_column: 2, tracking_column: 3, carrier_column: 4 },
      token,
    );
    expect(res.status).toBe(201);
    const made = await json<FulfilmentTemplate>(res);
    const patched = await s.t.request('PATCH', `${PATH}/${made.id}`, {
      token,
      body: { title: 'Courier file, no header', has_header: false },
    });
    expect(patched.status).toBe(200);
    expect(await json(await s.t.request('GET', `${PATH}/${made.id}`, { token: s.owner }))).toEqual({
      ...made,
      title: 'Courier file, no header',
      has_header: false,
    });
    expect((await s.t.request('DELETE', `${PATH}/${made.id}`, { token })).status).toBe(204);
    expect((await s.t.request('GET', `${PATH}/${made.id}`, { token: s.owner })).status).toBe(404);
  });

  it('refuses template writes to limited access without allow_fulfilments and changes nothing', async () => {
    const shared = await json<FulfilmentTemplate>(
      await create({ title: 'Shared', order_column: 1, tracking_column: 2, carrier_column: 3 }),
    );
    const listed = async () =>
      (
        await json<{ items: FulfilmentTemplate[] }>(
          await s.t.request('GET', `${PATH}?size=200`, { token: s.owner }),
        )
      ).items;
    const before = await listed();
    // Every other orders option, but not allow_fulfilments.
    const clerk = await limitedEmployee(s.t, ['allow_edit', 'allow_refunds', 'allow_export']);
    expect(await json(await s.t.request('GET', `${PATH}/${shared.id}`, { token: clerk }))).toEqual(shared);
    const refusals = [
      await create({ title: 'Mine', order_column: 1, tracking_column: 2, carrier_column: 3 }, clerk),
      await s.t.request('PATCH', `${PATH}/${shared.id}`, { token: clerk, body: { title: 'X' } }),
      await s.t.request('DELETE', `${PATH}/${shared.id}`, { token: clerk }),
      await s.t.request('POST', `${PATH}/delete`, { token: clerk, body: { ids: [shared.id] } }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await listed()).toEqual(before);
    expect(await json(await s.t.request('GET', `${PATH}/${shared.id}`, { token: s.owner }))).toEqual(shared);
  });

  it('reads nothing without an orders rule', async () => {
    const { token: stranger } = await s.t.employee([{ subject: 'customers', rule: 2, options: [] }]);
    expect((await s.t.request('GET', PATH, { token: stranger })).status).toBe(403);
    expect(
      (await create({ title: 'Mine', order_column: 1, tracking_column: 2, carrier_column: 3 }, stranger))
        .status,
    ).toBe(403);
  });
});

describe('POST /orders/csv with template_id', () => {
  const upload = (content: string, templateId?: string | number) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'tracking.csv');
    if (templateId !== undefined) form.append('template_id', String(templateId));
    return uploadFulfilmentCsv(s.t, s.owner, form);
  };
  const detail = async (id: number) =>
    json<OrderAnswer>(await s.t.request('GET', `/orders/${id}?expand=items,shipments`, { token: s.owner }));

  it('reads the columns the template names and skips its header line', async () => {
    const template = await json<FulfilmentTemplate>(
      await create({ title: 'Carrier first', order_column: 4, tracking_column: 2, carrier_column: 1 }),
    );
    const one = await placeOrder(s.t, [{ title: 'Tee', quantity: 1, price: 10 }]);
    const two = await placeOrder(s.t, [{ title: 'Cap', quantity: 2, price: 5 }]);
    const n1 = (await detail(one.id)).display_number;
    const n2 = (await detail(two.id)).display_number;
    // The header's first cell has digits: without the template it would be read as an order.
    const csv = ['2024 carrier,tracking,note,order', `UPS,1ZTPL1,x,${n1}`, `usps,9400TPL2,y,#${n2}`].join(
      '\n',
    );
    const res = await upload(csv, template.id);
    expect(res.status).toBe(200);
    expect(await json<MassResult>(res)).toEqual({
      processed: 2,
      warnings: [],
      message: ORDERS_MESSAGES.allShipped,
    });
    expect((await detail(one.id)).shipments[0]).toMatchObject({
      tracking_number: '1ZTPL1',
      carrier_title: 'UPS',
    });
    expect((await detail(two.id)).shipments[0]).toMatchObject({
      tracking_number: '9400TPL2',
      carrier_title: 'USPS',
    });
  });

  it('reads the first line as data when the template has no header', async () => {
    const template = await json<FulfilmentTemplate>(
      await create({
        title: 'No header',
        order_column: 2,
        tracking_column: 3,
        carrier_column: 1,
        has_header: false,
      }),
    );
    const one = await placeOrder(s.t, [{ title: 'Mug', quantity: 1, price: 8 }]);
    const n1 = (await detail(one.id)).display_number;
    const res = await json<MassResult>(await upload(`UPS,${n1},1ZNOHEAD`, template.id));
    expect(res).toEqual({ processed: 1, warnings: [], message: ORDERS_MESSAGES.allShipped });
    expect((await detail(one.id)).shipments[0]).toMatchObject({ tracking_number: '1ZNOHEAD' });
  });

  it('refuses an unknown template and a file with fewer columns than the template needs', async () => {
    const one = await placeOrder(s.t, [{ title: 'Pin', quantity: 1, price: 3 }]);
    const n1 = (await detail(one.id)).display_number;
    for (const id of [999_999, 'abc']) {
      const res = await upload(`${n1},1ZX,UPS`, id);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        errors: { template_id: [ORDERS_MESSAGES.fulfilmentTemplateNotFound] },
      });
    }
    const wide = await json<FulfilmentTemplate>(
      await create({ title: 'Wide', order_column: 1, tracking_column: 2, carrier_column: 6 }),
    );
    const res = await upload(`${n1},1ZX,UPS`, wide.id);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: { file: [formatMessage(ORDERS_MESSAGES.templateCsvColumns, { count: 6, title: 'Wide' })] },
    });
    // Nothing was shipped by the refused uploads.
    expect((await detail(one.id)).shipments).toEqual([]);
  });
});
