import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAccess, STANDARD_SUBJECTS } from '@storeroom/core/access';
import { coreTables, DEMO_CREDENTIALS } from '@storeroom/server';
import { and, eq, inArray } from '@storeroom/server/drizzle';
import type { TestServer } from '@storeroom/server/testing';
import { ACCOUNT_MESSAGES, accountContract, INVOICE_STATUSES, PAUSED_PLAN_NAME } from '../contract';
import type { CancelFunnelSettings, CurrentPlan, Invoice, PaymentMethod } from '../contract';
import { SANDBOX_CARDS } from './card-provider';
import { accountTestServer, TEST_NOW } from './test-server';
import { LAUNCH_PLANS } from './plans';
import { invoicesTable, plansTable } from './tables';

let t: TestServer;
let owner: string;
let employee: string;
let appToken: string;

const NOW = TEST_NOW;
const nextYear = NOW.getUTCFullYear() + 1;

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await accountTestServer();
  owner = await t.login(DEMO_CREDENTIALS.owner);
  // An employee with full access on every area: billing is still the owner's alone.
  employee = (await t.employee(fullAccess(STANDARD_SUBJECTS))).token;
  const app = await json<{ tokens: { token: string }[] }>(
    await t.request('POST', '/apps/private-apps', {
      token: owner,
      body: { name: 'Billing app', accessRules: fullAccess(STANDARD_SUBJECTS) },
    }),
  );
  appToken = app.tokens[0]!.token;
});
afterAll(() => t?.close());

async function cards(): Promise<PaymentMethod[]> {
  return (
    await json<{ items: PaymentMethod[] }>(await t.request('GET', '/payment-methods', { token: owner }))
  ).items;
}

const card = (number: string) => ({
  name: 'Olivia Owner',
  number,
  exp_month: 12,
  exp_year: nextYear,
  cvc: '123',
});

describe('plans', () => {
  it('lists the plans and the account’s current one; a paused account shows Paused Plan', async () => {
    const plans = await json<{ items: { id: number }[] }>(await t.request('GET', '/plans', { token: owner }));
    expect(plans.items).toEqual(LAUNCH_PLANS);
    const current = await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }));
    expect(current).toMatchObject({ id: 1, name: 'Basic', is_paused: false });

    expect(
      (await t.request('POST', '/pause-account', { token: owner, body: { fes_password: 'storeroom-owner' } }))
        .status,
    ).toBe(200);
    const paused = await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }));
    expect(paused).toMatchObject({ id: 1, name: PAUSED_PLAN_NAME, is_paused: true });
    await t.request('POST', '/unpause-account', { token: owner, body: {} });
    expect((await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }))).name).toBe(
      'Basic',
    );
  });
});

describe('the plans are rows the server owns', () => {
  it('answers the table’s rows; a plan added there can be chosen, an unknown one changes nothing', async () => {
    const { db } = t.server.database();
    const [added] = await db
      .insert(plansTable)
      .values({ name: 'Agency', free_sites: 10, additional_cost: 500, days_in_cycle: 30, price: 19900 })
      .returning();
    const [cheaper] = await db
      .update(plansTable)
      .set({ price: 2500 })
      .where(eq(plansTable.name, 'Basic'))
      .returning();
    try {
      const listed = await json<{ items: { id: number; name: string; price: number }[] }>(
        await t.request('GET', '/plans', { token: owner }),
      );
      expect(listed.items).toContainEqual(expect.objectContaining({ id: added!.id, name: 'Agency' }));
      expect(listed.items).toContainEqual(expect.objectContaining({ name: 'Basic', price: 2500 }));
      expect(
        (await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }))).price,
      ).toBe(2500);

      const moved = await json<CurrentPlan>(
        await t.request('PATCH', '/plans/current', { token: owner, body: { plan_id: added!.id } }),
      );
      expect(moved).toMatchObject({ id: added!.id, name: 'Agency', price: 19900 });

      // An id no row has (a removed plan) is refused with the message; the plan stays.
      const refused = await t.request('PATCH', '/plans/current', {
        token: owner,
        body: { plan_id: added!.id + 1 },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ errors: { plan_id: [ACCOUNT_MESSAGES.planInvalid] } });
      expect((await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }))).id).toBe(
        added!.id,
      );
    } finally {
      await t.request('PATCH', '/plans/current', { token: owner, body: { plan_id: cheaper!.id } });
      await db
        .update(plansTable)
        .set({ price: LAUNCH_PLANS[0]!.price })
        .where(eq(plansTable.id, cheaper!.id));
      await db.delete(plansTable).where(eq(plansTable.id, added!.id));
    }
    expect((await json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }))).id).toBe(1);
  });
});

describe('payment cards (sandbox provider)', () => {
  it('starts with the seeded primary card and stores only brand, last4 and expiry', async () => {
    const list = await cards();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ brand: 'Visa', last4: '4242', primary: true, status: 'active' });
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['brand', 'created_at', 'exp_month', 'exp_year', 'id', 'last4', 'name', 'primary', 'status'].sort(),
    );
  });

  it('validates the card and changes nothing on bad input or a decline', async () => {
    const bad = await t.request('POST', '/payment-methods', {
      token: owner,
      body: { ...card('4242'), cvc: 'x', name: ' ' },
    });
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors).toEqual({
      name: [ACCOUNT_MESSAGES.cardNameRequired],
      number: [ACCOUNT_MESSAGES.cardNumberInvalid],
      cvc: [ACCOUNT_MESSAGES.cardCvcInvalid],
    });
    const luhn = await t.request('POST', '/payment-methods', {
      token: owner,
      body: card('4242424242424241'),
    });
    expect(await json(luhn)).toEqual({ errors: { number: [ACCOUNT_MESSAGES.cardNumberInvalid] } });
    const declined = await t.request('POST', '/payment-methods', {
      token: owner,
      body: card(SANDBOX_CARDS.declined),
    });
    expect(declined.status).toBe(422);
    expect(await json(declined)).toEqual({ errors: { number: [ACCOUNT_MESSAGES.cardDeclined] } });
    const expired = await t.request('POST', '/payment-methods', {
      token: owner,
      body: { ...card(SANDBOX_CARDS.visa), exp_year: 2026, exp_month: 10 },
    });
    expect(await json(expired)).toEqual({ errors: { exp_month: [ACCOUNT_MESSAGES.cardExpired] } });
    expect(await cards()).toHaveLength(1);
  });

  it('adds a second card, makes it primary (exactly one primary) and deletes the first', async () => {
    const added = await t.request('POST', '/payment-methods', {
      token: owner,
      body: card(SANDBOX_CARDS.mastercard),
    });
    expect(added.status).toBe(201);
    const body = await json<{ status: string; message: string; item: PaymentMethod }>(added);
    expect(body).toMatchObject({
      status: 'succeeded',
      message: ACCOUNT_MESSAGES.cardCreated,
      item: { brand: 'Mastercard', last4: '4444', primary: false },
    });
    const first = (await cards())[0]!;

    // The primary card cannot be deleted (spec 1 §5).
    const refused = await t.request('DELETE', `/payment-methods/${first.id}`, { token: owner });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toEqual({ errors: { primary: [ACCOUNT_MESSAGES.primaryCardDelete] } });

    const made = await t.request('POST', `/payment-methods/${body.item.id}/primary`, {
      token: owner,
      body: {},
    });
    expect(made.status).toBe(200);
    const after = await cards();
    expect(after.filter((c) => c.primary).map((c) => c.id)).toEqual([body.item.id]);

    const deleted = await t.request('DELETE', `/payment-methods/${first.id}`, { token: owner });
    expect(await json(deleted)).toEqual({ message: ACCOUNT_MESSAGES.cardDeleted });
    expect((await cards()).map((c) => c.last4)).toEqual(['4444']);
  });

  it('asks for extra authentication (requires_action) and activates the card on confirmation', async () => {
    const res = await t.request('POST', '/payment-methods', {
      token: owner,
      body: card(SANDBOX_CARDS.authenticate),
    });
    expect(res.status).toBe(202);
    const pending = await json<{ status: string; client_secret: string; item: PaymentMethod }>(res);
    expect(pending.status).toBe('requires_action');
    expect(pending.client_secret).toMatch(/^seti_sandbox_/);
    expect(pending.item).toMatchObject({ last4: '3184', status: 'requires_action', primary: false });

    const wrong = await t.request('POST', '/account/confirm-payment', {
      token: owner,
      body: { payment_method_id: pending.item.id, client_secret: 'seti_sandbox_wrong' },
    });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toEqual({ errors: { number: [ACCOUNT_MESSAGES.cardAuthFailed] } });

    // Unconfirmed cards cannot become primary.
    expect(
      (await t.request('POST', `/payment-methods/${pending.item.id}/primary`, { token: owner, body: {} }))
        .status,
    ).toBe(422);

    const confirmed = await t.request('POST', '/account/confirm-payment', {
      token: owner,
      body: { payment_method_id: pending.item.id, client_secret: pending.client_secret },
    });
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({
      message: ACCOUNT_MESSAGES.cardCreated,
      item: { id: pending.item.id, status: 'active' },
    });
    await t.request('DELETE', `/payment-methods/${pending.item.id}`, { token: owner });
  });

  it('keeps each store’s cards apart', async () => {
    const second = await t.switchStore(owner);
    const theirs = await json<{ items: PaymentMethod[] }>(
      await t.request('GET', '/payment-methods', { token: second }),
    );
    expect(theirs.items.map((c) => c.last4)).toEqual(['1881']);
    const mine = (await cards())[0]!;
    expect((await t.request('DELETE', `/payment-methods/${mine.id}`, { token: second })).status).toBe(404);
  });
});

describe('invoices', () => {
  it('has invoices for the current and 5 previous years with every status label', async () => {
    const all = await json<{ items: Invoice[] }>(await t.request('GET', '/invoices', { token: owner }));
    const years = new Set(all.items.map((i) => new Date(i.date).getUTCFullYear()));
    expect([...years].sort()).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(new Set(all.items.map((i) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    const refund = all.items.find((i) => i.status === 'refund')!;
    expect(refund).toMatchObject({ is_refund: true, paid: false });
    expect(all.items.find((i) => i.status === 'paid_refunded')).toMatchObject({
      paid: true,
      is_refund: false,
    });

    const year = await json<{ items: Invoice[] }>(
      await t.request('GET', '/invoices?year=2025', { token: owner }),
    );
    expect(year.items.every((i) => i.date.startsWith('2025-'))).toBe(true);
    expect(year.items).toHaveLength(13); // 12 months and the refund invoice (14 months before Nov 2026)
    expect((await t.request('GET', '/invoices?year=abc', { token: owner })).status).toBe(422);
  });

  it('sets the overdue deadline 14 days after the invoice date (spec 4 §9)', async () => {
    const year = await json<{ items: Invoice[] }>(
      await t.request('GET', '/invoices?year=2026', { token: owner }),
    );
    const current = year.items.find((i) => i.status === 'not_paid')!;
    expect(current.date).toBe('2026-11-01T09:00:00.000Z');
    expect(current.due_date).toBe('2026-11-15T09:00:00.000Z');
    expect(current.overdue).toBe(true); // Nov 22 is past Nov 15
    const paid = year.items.find((i) => i.status === 'paid')!;
    expect(paid).toMatchObject({ due_date: null, overdue: false });
  });

  it('searches by dates and paid, and answers one invoice by id', async () => {
    const res = await t.request('POST', '/invoices/search', {
      token: owner,
      body: { start: '2026-10-01', end: '2026-11-30', paid: false },
    });
    const found = await json<{ items: Invoice[] }>(res);
    expect(found.items.map((i) => i.status)).toEqual(['not_paid', 'payment_failed']);
    const one = await json<Invoice>(
      await t.request('GET', `/invoices/${found.items[0]!.id}`, { token: owner }),
    );
    expect(one.number).toBe(found.items[0]!.number);
    expect((await t.request('GET', '/invoices/999999', { token: owner })).status).toBe(404);
    expect(
      (await t.request('POST', '/invoices/search', { token: owner, body: { start: 'yesterday' } })).status,
    ).toBe(422);
  });

  it('retries a failed payment through the sandbox', async () => {
    const list = await json<{ items: Invoice[] }>(
      await t.request('GET', '/invoices?year=2026', { token: owner }),
    );
    const failed = list.items.find((i) => i.status === 'payment_failed')!;
    const paidOne = list.items.find((i) => i.status === 'paid')!;
    const notFailed = await t.request('POST', `/invoices/${paidOne.id}/retry`, { token: owner, body: {} });
    expect(await json(notFailed)).toEqual({ errors: { status: [ACCOUNT_MESSAGES.invoiceNotRetryable] } });
    const retried = await t.request('POST', `/invoices/${failed.id}/retry`, { token: owner, body: {} });
    expect(retried.status).toBe(200);
    expect(await json(retried)).toMatchObject({
      message: ACCOUNT_MESSAGES.invoicePaid,
      item: { id: failed.id, status: 'paid', paid: true, overdue: false, card: 'Mastercard •••• 4444' },
    });
  });
});

describe('retry failures', () => {
  it('leaves the invoice failed when the primary card’s charge fails', async () => {
    const second = await t.switchStore(owner);
    const added = await json<{ item: PaymentMethod }>(
      await t.request('POST', '/payment-methods', { token: second, body: card(SANDBOX_CARDS.chargeFails) }),
    );
    await t.request('POST', `/payment-methods/${added.item.id}/primary`, { token: second, body: {} });
    const list = await json<{ items: Invoice[] }>(
      await t.request('GET', '/invoices?year=2026', { token: second }),
    );
    const failed = list.items.find((i) => i.status === 'payment_failed')!;
    const res = await t.request('POST', `/invoices/${failed.id}/retry`, { token: second, body: {} });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ errors: { payment_method: [ACCOUNT_MESSAGES.cardDeclined] } });
    const again = await json<Invoice>(await t.request('GET', `/invoices/${failed.id}`, { token: second }));
    expect(again.status).toBe('payment_failed');
    // Another store's invoice is not found.
    expect((await t.request('POST', `/invoices/${failed.id}/retry`, { token: owner, body: {} })).status).toBe(
      404,
    );
  });
});

describe('cancel flow', () => {
  it('gives the options and the done-for-you offer; Keep goes to the offer when it exists', async () => {
    const settings = await json<CancelFunnelSettings>(
      await t.request('GET', '/cancelation-funnel/settings', { token: owner }),
    );
    expect(settings.reasons.length).toBeGreaterThan(1);
    expect(settings.done_for_you).not.toBeNull();
    const bad = await t.request('POST', '/keep-account', { token: owner, body: { reason: 'bored' } });
    expect(await json(bad)).toEqual({ errors: { reason: [ACCOUNT_MESSAGES.reasonRequired] } });
    const kept = await t.request('POST', '/keep-account', {
      token: owner,
      body: { reason: 'too_expensive' },
    });
    expect(await json(kept)).toEqual({ redirect_to: '/admin/site/cancel-offer' });

    // The second store has no done-for-you setting: Keep goes home.
    const second = await t.switchStore(owner);
    const home = await t.request('POST', '/keep-account', {
      token: second,
      body: { reason: 'other' },
    });
    expect(await json(home)).toEqual({ redirect_to: '/admin' });
  });
});

describe('contact', () => {
  it('sends feedback by mail for the owner and employees', async () => {
    const empty = await t.request('POST', '/admin/contact/create', {
      token: owner,
      body: { subject: '', message: ' ' },
    });
    expect(await json(empty)).toEqual({
      errors: { subject: [ACCOUNT_MESSAGES.subjectRequired], message: [ACCOUNT_MESSAGES.feedbackRequired] },
    });
    const sent = await t.request('POST', '/admin/contact/create', {
      token: employee,
      body: { subject: 'Great admin', message: 'The <b>new</b> billing page is nice.' },
    });
    expect(sent.status).toBe(200);
    expect(await json(sent)).toEqual({ message: ACCOUNT_MESSAGES.feedbackSent });
    const logs = await json<{ items: { subject: string; to_email?: string; to?: string }[] }>(
      await t.request('GET', '/email-logs?sort=!id', { token: owner }),
    );
    expect(logs.items[0]!.subject).toBe('Feedback: Great admin');
  });

  it('refuses private apps and anonymous callers', async () => {
    const body = { subject: 'Hi', message: 'Hello' };
    expect((await t.request('POST', '/admin/contact/create', { body })).status).toBe(401);
    expect((await t.request('POST', '/admin/contact/create', { token: appToken, body })).status).toBe(403);
  });

  it('sends at most 5 messages an hour per user, then answers 429 and mails nothing (issue 17)', async () => {
    const writer = (await t.employeeSession([])).tokens.accessToken;
    const send = () =>
      t.request('POST', '/admin/contact/create', {
        token: writer,
        body: { subject: 'Again', message: 'And again' },
        headers: { 'x-forwarded-for': '198.51.100.40' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const logged = async () =>
      (await json<{ _meta: { totalCount: number } }>(await t.request('GET', '/email-logs', { token: owner })))
        ._meta.totalCount;
    const before = await logged();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(await logged()).toBe(before);
    // Another user is not held back by this one.
    expect(
      (
        await t.request('POST', '/admin/contact/create', {
          token: employee,
          body: { subject: 'Mine', message: 'Still works' },
          headers: { 'x-forwarded-for': '198.51.100.41' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('owner-only billing', () => {
  it('refuses employees with full access and private apps on every billing and cancel call', async () => {
    const doors = [
      ['GET', '/plans'],
      ['GET', '/plans/current'],
      ['PATCH', '/plans/current'],
      ['POST', '/account/finish-trial'],
      ['GET', '/payment-methods'],
      ['POST', '/payment-methods'],
      ['POST', '/account/confirm-payment'],
      ['POST', '/payment-methods/1/primary'],
      ['DELETE', '/payment-methods/1'],
      ['GET', '/invoices'],
      ['POST', '/invoices/search'],
      ['GET', '/invoices/1'],
      ['POST', '/invoices/1/retry'],
      ['GET', '/cancelation-funnel/settings'],
      ['POST', '/keep-account'],
      ['POST', '/pause-account'],
      ['DELETE', '/account'],
    ] as const;
    for (const token of [employee, appToken]) {
      for (const [method, path] of doors) {
        const res = await t.request(method, path, { token, body: method === 'GET' ? undefined : {} });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      }
    }
    // Nothing changed: the owner still has their card.
    expect(await cards()).toHaveLength(1);
  });
});

describe('the contract describes what the server sends', () => {
  it('each read answer parses with its endpoint’s response schema', async () => {
    const { endpoints } = accountContract;
    const read = async (path: string) => (await t.request('GET', path, { token: owner })).json();
    endpoints.listPlans.response.parse(await read('/plans'));
    endpoints.currentPlan.response.parse(await read('/plans/current'));
    endpoints.listCards.response.parse(await read('/payment-methods'));
    const invoices = endpoints.listInvoices.response.parse(await read('/invoices?year=2026'));
    expect(invoices.items.length).toBeGreaterThan(0);
    endpoints.getInvoice.response.parse(await read(`/invoices/${invoices.items[0]!.id}`));
    endpoints.cancelSettings.response.parse(await read('/cancelation-funnel/settings'));
  });
});

// Last in the file: it changes the owner's cards and ends the trial.
describe('plan change and the end of the trial (spec 1 §7)', () => {
  const plan = async () => json<CurrentPlan>(await t.request('GET', '/plans/current', { token: owner }));
  const invoiceCount = async () =>
    (
      await json<{ items: Invoice[] }>(
        await t.request('POST', '/invoices/search', { token: owner, body: {} }),
      )
    ).items.length;

  it('moves the account to another plan; an unknown plan changes nothing', async () => {
    const before = await plan();
    const refused = await t.request('PATCH', '/plans/current', { token: owner, body: { plan_id: 99 } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: { plan_id: [ACCOUNT_MESSAGES.planInvalid] } });
    expect(await plan()).toEqual(before);

    const moved = await json<CurrentPlan>(
      await t.request('PATCH', '/plans/current', { token: owner, body: { plan_id: 2 } }),
    );
    expect(moved).toMatchObject({ id: 2, name: 'Professional', price: LAUNCH_PLANS[1]!.price });
    expect(await plan()).toEqual(moved);
    expect(
      (await t.request('PATCH', '/plans/current', { token: employee, body: { plan_id: 1 } })).status,
    ).toBe(403);
  });

  it('ends the trial by paying the first cycle; a declined card changes nothing', async () => {
    await t.server
      .database()
      .db.update(coreTables.accounts)
      .set({ on_trial: true })
      .where(eq(coreTables.accounts.email, DEMO_CREDENTIALS.owner.email));
    expect((await plan()).on_trial).toBe(true);
    const invoices = await invoiceCount();

    // A card that saves but fails every charge, made primary.
    const failing = await json<{ item: PaymentMethod }>(
      await t.request('POST', '/payment-methods', { token: owner, body: card(SANDBOX_CARDS.chargeFails) }),
    );
    await t.request('POST', `/payment-methods/${failing.item.id}/primary`, { token: owner, body: {} });
    const declined = await t.request('POST', '/account/finish-trial', { token: owner, body: {} });
    expect(declined.status).toBe(422);
    expect(await declined.json()).toEqual({ errors: { payment_method: [ACCOUNT_MESSAGES.cardDeclined] } });
    expect((await plan()).on_trial).toBe(true);
    expect(await invoiceCount()).toBe(invoices);

    const good = await json<{ item: PaymentMethod }>(
      await t.request('POST', '/payment-methods', { token: owner, body: card(SANDBOX_CARDS.mastercard) }),
    );
    await t.request('POST', `/payment-methods/${good.item.id}/primary`, { token: owner, body: {} });
    const ended = await json<{ message: string; plan: CurrentPlan; invoice: Invoice }>(
      await t.request('POST', '/account/finish-trial', { token: owner, body: {} }),
    );
    expect(ended.message).toBe(ACCOUNT_MESSAGES.trialEnded);
    expect(ended.plan).toMatchObject({ id: 2, on_trial: false });
    expect(ended.invoice).toMatchObject({ amount: LAUNCH_PLANS[1]!.price, paid: true });
    expect(ended.invoice.card).toContain('4444');
    expect(await invoiceCount()).toBe(invoices + 1);
    expect((await plan()).on_trial).toBe(false);

    const again = await t.request('POST', '/account/finish-trial', { token: owner, body: {} });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { trial: [ACCOUNT_MESSAGES.trialAlreadyEnded] } });
  });
});

describe('the number of the trial’s invoice', () => {
  it('follows the highest INV- number of the store, so a gap in the numbers meets no existing one', async () => {
    const { db } = t.server.database();
    const ownerAccount = eq(coreTables.accounts.email, DEMO_CREDENTIALS.owner.email);
    const invoices = async () =>
      (
        await json<{ items: Invoice[] }>(
          await t.request('POST', '/invoices/search', { token: owner, body: {} }),
        )
      ).items;
    const before = await invoices();
    // A deleted invoice leaves a gap: counting the rows would give an existing number again.
    const gap = before.find((i) => i.number === 'INV-00010')!;
    const storeId = (await db.select().from(invoicesTable).where(eq(invoicesTable.id, gap.id)))[0]!.store_id;
    await db
      .delete(invoicesTable)
      .where(and(eq(invoicesTable.id, gap.id), eq(invoicesTable.store_id, storeId)));
    const highest = Math.max(
      ...before.filter((i) => /^INV-\d+$/.test(i.number)).map((i) => Number(i.number.slice(4))),
    );
    await db.update(coreTables.accounts).set({ on_trial: true }).where(ownerAccount);

    const res = await t.request('POST', '/account/finish-trial', { token: owner, body: {} });
    expect(res.status).toBe(200);
    const { invoice } = await json<{ invoice: Invoice }>(res);
    expect(invoice.number).toBe(`INV-${String(highest + 1).padStart(5, '0')}`);
    const numbers = (await invoices()).map((i) => i.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the header notice of an overdue invoice (spec 4 §9)', () => {
  const notices = async (token: string) =>
    (
      await json<{ items: { id: string; tone: string; href?: string }[] }>(
        await t.request('GET', '/account/notices', { token }),
      )
    ).items;

  it('tells the owner (not employees) while an unpaid invoice is past its due date', async () => {
    // The demo's invoice of last month failed: it is more than 14 days old.
    expect(await notices(owner)).toContainEqual(
      expect.objectContaining({ id: 'account.overdue-invoice', tone: 'danger', href: '/admin/site/account' }),
    );
    expect((await notices(employee)).map((n) => n.id)).not.toContain('account.overdue-invoice');

    await t.server
      .database()
      .db.update(invoicesTable)
      .set({ status: 'paid' })
      .where(inArray(invoicesTable.status, ['not_paid', 'payment_failed']));
    expect((await notices(owner)).map((n) => n.id)).not.toContain('account.overdue-invoice');
  });
});
