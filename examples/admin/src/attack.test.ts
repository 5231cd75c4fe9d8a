/**
 * The attack suite (issue 17): every operation of the API reference — so every endpoint of
 * every plugin, present and future, without a hand list — called by every kind of actor, and
 * malformed input thrown at every body. It fails on any answer that disagrees with the
 * subject and rule the operation declares (`x-storeroom-subject` / `x-storeroom-action`), on
 * any row a refused write changed, and on any 5xx. It prints its counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '@storeroom/core/access';
import type { AccessRule, AccessSubject } from '@storeroom/core/access';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { serverPlugins } from '../server-plugins';

interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/v1/orders/{id}/refund`. */
  path: string;
  subject: string;
  action?: string;
  signedIn: boolean;
  /** No token checked (sign-in), or the subject decided from the input (uploads by type). */
  outOfMatrix: boolean;
  hasBody: boolean;
  multipart: boolean;
}

interface Actor {
  name: string;
  token: string;
  /** Whether this actor may perform `action` on `subject`, by the access model. */
  may(op: Operation): boolean;
}

let t: TestServer;
let ops: Operation[];
let subjects: Map<string, AccessSubject>;
let owner: string;

/** A value for a path parameter: an id that exists nowhere (checks run before any lookup). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '999999').replace(/^\/api/, '/api');

async function employeeToken(access: AccessRule[]): Promise<string> {
  return (await t.employeeSession(access)).tokens.accessToken;
}

async function appToken(name: string, accessRules: AccessRule[]): Promise<string> {
  const res = await t.request('POST', '/apps/private-apps', { token: owner, body: { name, accessRules } });
  expect(res.status, `create private app ${name}`).toBe(201);
  return ((await res.json()) as { tokens: { token: string }[] }).tokens[0]!.token;
}

/** What a rule set allows, by the same model the server enforces (the merged subjects). */
function allows(kind: 'employee' | 'private_app', rules: readonly AccessRule[], op: Operation): boolean {
  const subject = subjects.get(op.subject);
  if (op.signedIn) return kind === 'employee';
  if (!subject || subject.ownerOnly) return false;
  const rule = rules.find((r) => r.subject === op.subject);
  if (!rule || rule.rule === ACCESS_LEVEL.none) return false;
  if (rule.rule === ACCESS_LEVEL.full) return true;
  const action = op.action ?? 'read';
  if (action === 'read') return true;
  return (subject.options ?? []).some((o) => rule.options?.includes(o.id) && o.grants.includes(action));
}

/**
 * Every row of every table of the main database, as one comparable text; with `storeId`, only
 * that store's rows (other stores may change theirs): its `stores` row, of tables with a `store_id`, and of their
 * child tables through a declared foreign key (an e-mail's area, an order's lines).
 */
async function databaseFingerprint(storeId?: number): Promise<string> {
  const db = t.server.database().db;
  const tables = (await db.execute(
    `select tablename, exists (select 1 from information_schema.columns c
       where c.table_schema = current_schema() and c.table_name = p.tablename and c.column_name = 'store_id') as scoped
       from pg_tables p where schemaname = current_schema() order by tablename` as never,
  )) as unknown as { rows: { tablename: string; scoped: boolean }[] };
  const scoped = new Set(tables.rows.filter((r) => r.scoped).map((r) => r.tablename));
  const keys = (await db.execute(
    `select kcu.table_name as child, kcu.column_name as "column", ccu.table_name as parent
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
      order by kcu.table_name, kcu.column_name` as never,
  )) as unknown as { rows: { child: string; column: string; parent: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    // Sign-ins of the suite itself, and the rate limits' counters of its calls (login_throttle).
    if (tablename === 'refresh_tokens' || tablename === 'login_throttle') continue;
    let where = '';
    if (storeId !== undefined) {
      const parentKey = keys.rows.find((k) => k.child === tablename && scoped.has(k.parent));
      // The store's own row (the store row is its settings; another store may change its own).
      if (tablename === 'stores') where = `where t.id = ${Number(storeId)}`;
      else if (scoped.has(tablename)) where = `where t.store_id = ${Number(storeId)}`;
      else if (parentKey)
        where = `where t."${parentKey.column}" in (select id from "${parentKey.parent}" where store_id = ${Number(storeId)})`;
    }
    // Bookkeeping of the suite's own calls (a token's last use) is not a change.
    const rows = (await db.execute(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h, count(*) as n
         from (select to_jsonb(t) - 'last_used_at' as r from "${tablename}" t ${where}) x` as never,
    )) as unknown as { rows: { h: string; n: number }[] };
    parts.push(`${tablename}:${rows.rows[0]!.n}:${rows.rows[0]!.h}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestServer({ plugins: serverPlugins });
  owner = await t.login(DEMO_CREDENTIALS.owner);
  subjects = new Map(t.server.subjects.map((s) => [s.id, s]));
  const doc = (await (await t.request('GET', '/openapi.json')).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      subject: String(op['x-storeroom-subject']),
      action: op['x-storeroom-action'] as string | undefined,
      signedIn: op['x-storeroom-signed-in'] === true,
      outOfMatrix: op['x-storeroom-public'] === true || typeof op['x-storeroom-access-by-input'] === 'string',
      hasBody: 'requestBody' in op,
      multipart: JSON.stringify(op.requestBody ?? {}).includes('multipart/form-data'),
    })),
  );
});
afterAll(() => t?.close());

describe('the attack suite', () => {
  it('answers every operation exactly as its subject and rule allow, and refused writes change nothing', async () => {
    const counts = { operations: ops.filter((o) => !o.outOfMatrix).length, actors: 0, requests: 0 };
    // The actors: no rules; per subject limited, each option, full; a private app scoped to
    // another area; full everywhere else but this subject.
    const bySubject = new Map<string, Actor[]>();
    const noRules = await employeeToken([]);
    const everySubject = [...subjects.values()].filter((s) => !s.ownerOnly);
    const matrix = ops.filter((o) => !o.outOfMatrix);
    for (const subject of new Set(matrix.map((o) => o.subject))) {
      const s = subjects.get(subject);
      const actors: Actor[] = [
        { name: 'employee without rules', token: noRules, may: (op) => allows('employee', [], op) },
      ];
      if (s && !s.ownerOnly) {
        const variants: [string, AccessRule[]][] = [
          ['limited', [{ subject, rule: 1, options: [] }]],
          ['full', [{ subject, rule: 2, options: [] }]],
          ...(s.options ?? []).map((o): [string, AccessRule[]] => [
            `limited + ${o.id}`,
            [{ subject, rule: 1, options: [o.id] }],
          ]),
          [
            'full on every other area',
            everySubject
              .filter((x) => x.id !== subject)
              .map((x) => ({ subject: x.id, rule: 2 as const, options: [] })),
          ],
        ];
        for (const [name, rules] of variants)
          actors.push({
            name: `employee ${name}`,
            token: await employeeToken(rules),
            may: (op) => allows('employee', rules, op),
          });
        const otherArea = everySubject.find((x) => x.id !== subject)!;
        const appRules: AccessRule[] = [{ subject: otherArea.id, rule: 2, options: [] }];
        actors.push({
          name: `private app with ${otherArea.id} only`,
          token: await appToken(`attack ${subject}`, appRules),
          may: (op) => allows('private_app', appRules, op),
        });
      }
      bySubject.set(subject, actors);
      counts.actors += actors.length;
    }

    const wrong: string[] = [];
    const before = await databaseFingerprint();
    for (const op of matrix) {
      for (const actor of bySubject.get(op.subject) ?? []) {
        if (actor.may(op)) continue; // allowed calls run as the owner below (they may change rows)
        const res = await t.request(op.method, concrete(op.path), {
          token: actor.token,
          ...(op.hasBody && !op.multipart ? { body: {} } : {}),
          ...(op.multipart ? { body: new FormData() } : {}),
        });
        counts.requests++;
        if (res.status !== 403)
          wrong.push(`${op.method} ${op.path} as ${actor.name}: ${res.status}, expected 403`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint()).toBe(before);

    // Allowed callers are let through (whatever the answer to this made-up input, never 401/403).
    for (const op of matrix) {
      for (const actor of bySubject.get(op.subject) ?? []) {
        if (!actor.may(op)) continue;
        const res = await t.request(op.method, concrete(op.path), {
          token: actor.token,
          ...(op.hasBody && !op.multipart ? { body: {} } : {}),
          ...(op.multipart ? { body: new FormData() } : {}),
        });
        counts.requests++;
        if (res.status === 401 || res.status === 403 || res.status >= 500)
          wrong.push(`${op.method} ${op.path} as ${actor.name}: ${res.status}, expected to be let through`);
      }
    }
    expect(wrong).toEqual([]);
    console.log(
      `attack suite, access: ${counts.operations} operations x ${counts.actors} actors (by subject) = ${counts.requests} requests`,
    );
    expect(counts.operations).toBeGreaterThan(100);
  }, 900_000);

  it('never lets a token of another store read or change this store’s rows', async () => {
    const [storeA, storeB] = t.seeded.storeIds as [number, number];
    // Store B's owner: the demo owner switched to the outlet (the same account: only the
    // token's store differs, so this is exactly the store check).
    const switched = await t.request('POST', '/account/stores', { token: owner, body: { store_id: storeB } });
    expect(switched.status).toBe(200);
    const other = ((await switched.json()) as { access_token: string }).access_token;
    const accountB = (await (await t.request('GET', '/account', { token: other })).json()) as {
      store: { id: number };
    };
    expect(accountB.store.id).toBe(storeB);

    /** Store A's rows of a list path, as A's owner sees them (empty when it is no list). */
    const listCache = new Map<string, { id: number | string }[]>();
    const listOf = async (path: string, token: string): Promise<{ id: number | string }[]> => {
      const key = `${token === owner ? 'A' : 'B'} ${path}`;
      if (!listCache.has(key)) {
        const res = await t.request('GET', `${path}?size=5`, { token });
        const body = res.status === 200 ? ((await res.json()) as { items?: unknown }) : {};
        listCache.set(
          key,
          Array.isArray(body.items)
            ? (body.items as { id?: unknown }[]).filter(
                (i): i is { id: number | string } => typeof i?.id === 'number' || typeof i?.id === 'string',
              )
            : [],
        );
      }
      return listCache.get(key)!;
    };
    /** Each path parameter filled with an id of store A: the rows of the list before it. */
    const withIdsOfA = async (path: string): Promise<{ url: string; rows: { id: number | string }[] }> => {
      let url = '';
      let rows: { id: number | string }[] = [];
      for (const part of path.split('/').slice(1)) {
        if (/^\{[^}]+\}$/.test(part)) {
          rows = await listOf(url, owner);
          url += `/${rows[0]?.id ?? 999999}`;
        } else url += `/${part}`;
      }
      return { url, rows };
    };
    /** Text of A's rows a B answer must never contain: long strings that B's rows do not share. */
    const secretsOf = (rowsOfA: unknown[], rowsOfB: unknown[]): string[] => {
      const strings = (rows: unknown[]) =>
        new Set(
          rows.flatMap((r) =>
            Object.values(r as Record<string, unknown>).filter(
              (v): v is string => typeof v === 'string' && v.length >= 8,
            ),
          ),
        );
      const shared = strings(rowsOfB);
      return [...strings(rowsOfA)].filter((v) => !shared.has(v));
    };

    // Both demo stores belong to one account: the account's own operations (`account_owner`:
    // profile, billing, pausing or deleting the account, sign-in, the live stream) are the same
    // account's from either store, not another store's, and are tested with the account.
    const candidates = ops.filter((o) => o.subject !== 'account_owner');
    const before = await databaseFingerprint(storeA);
    const leaks: string[] = [];
    const counts = { operations: 0, requests: 0, withIdsOfA: 0 };
    for (const op of candidates) {
      const { url, rows } = await withIdsOfA(op.path);
      const listPath = op.path.includes('{') ? '' : op.path;
      const idsOfA = (listPath ? await listOf(listPath, owner) : rows).map((r) => r.id);
      const rowsOfB = listPath ? await listOf(listPath, other) : [];
      const secrets = secretsOf(listPath ? await listOf(listPath, owner) : rows.slice(0, 1), rowsOfB);
      counts.operations++;
      if (url.includes(String(rows[0]?.id ?? 'none'))) counts.withIdsOfA++;
      // Bodies name A's rows too: bulk actions take `ids`, others refer by id.
      const body = op.multipart
        ? new FormData()
        : op.hasBody
          ? { ids: idsOfA, id: idsOfA[0], order_id: idsOfA[0], product_id: idsOfA[0] }
          : undefined;
      const res = await t.request(op.method, url, { token: other, ...(body ? { body } : {}) });
      counts.requests++;
      const text = await res.text();
      if (res.status >= 500) leaks.push(`${op.method} ${url}: ${res.status}`);
      if (res.status < 300 && op.path.includes('{') && op.method === 'GET' && rows.length > 0)
        leaks.push(`${op.method} ${url} answered ${res.status} to store B's owner`);
      for (const secret of secrets)
        if (text.includes(secret)) leaks.push(`${op.method} ${url} shows store A's "${secret.slice(0, 40)}"`);
      // A list as B never holds one of A's rows.
      if (listPath && op.method === 'GET' && res.status === 200) {
        const items = (JSON.parse(text) as { items?: { id?: unknown }[] }).items ?? [];
        for (const item of items)
          if (idsOfA.includes(item.id as number)) leaks.push(`${op.method} ${url} lists A's row ${item.id}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await databaseFingerprint(storeA)).toBe(before);
    console.log(
      `attack suite, another store's token: ${counts.operations} operations (${counts.withIdsOfA} on store A's ids) = ${counts.requests} requests as store ${storeB}'s owner against store ${storeA}`,
    );
  }, 900_000);

  it('answers malformed input with a 4xx, never a server error', async () => {
    const bodies: [string, unknown][] = [
      [
        'a NUL byte in every text',
        { title: 'a\u0000b', name: '\u0000', email: 'x\u0000@y.z', query: '\u0000' },
      ],
      ['control characters', { title: '\u0007\u001b[31m', query: '\u202e' }],
      ['an over-long text', { title: 'x'.repeat(300_000), name: 'x'.repeat(300_000) }],
      [
        'huge numbers',
        { quantity: 1e308, amount: 9_999_999_999_999, id: Number.MAX_SAFE_INTEGER, ids: [1e20] },
      ],
      ['negative numbers', { quantity: -1, amount: -5, page: -1, ids: [-1] }],
      ['out-of-range dates', { date: '99999-01-01', order_date: { operator: '>', value: '-271821-04-20' } }],
      // Sent as text: nested thousands of levels deep (a saved view, a filter, a body).
      ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
      ['deep nesting in a list', `{"title":"x","columns":${'['.repeat(5000)}${']'.repeat(5000)}}`],
      ['wrong types', { title: ['x'], ids: 'all', is_draft: 'maybe', rules: 7, columns: {} }],
      ['unknown fields', { __proto__: { admin: true }, constructor: 1, zzz: 1 }],
    ];
    const server: string[] = [];
    let requests = 0;
    for (const op of ops.filter((o) => o.hasBody && !o.multipart)) {
      for (const [name, body] of bodies) {
        const res = await t.request(op.method, concrete(op.path), {
          token: owner,
          body: body as never,
          headers: { 'content-type': 'application/json' },
        });
        requests++;
        if (res.status >= 500) server.push(`${op.method} ${op.path} with ${name}: ${res.status}`);
      }
      const broken = await t.request(op.method, concrete(op.path), {
        token: owner,
        body: '{"title": ',
        headers: { 'content-type': 'application/json' },
      });
      requests++;
      if (broken.status >= 500) server.push(`${op.method} ${op.path} with malformed JSON: ${broken.status}`);
    }
    for (const op of ops.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      for (const query of ['page=-1&size=999999', 'sort=%00', 'expand=' + 'x,'.repeat(5000), 'page=1e400']) {
        const res = await t.request('GET', `${op.path}?${query}`, { token: owner });
        requests++;
        if (res.status >= 500) server.push(`GET ${op.path}?${query.slice(0, 30)}: ${res.status}`);
      }
    }
    for (const path of [
      '/uploads/%E0%A4%A',
      '/admin/%E0%A4%A',
      '/assets/%E0%A4%A',
      '/%E0%A4%A',
      '/api/v1/%E0%A4%A',
    ]) {
      const res = await t.app.request(path);
      requests++;
      if (res.status >= 500) server.push(`GET ${path} (malformed percent-encoding): ${res.status}`);
    }
    console.log(`attack suite, malformed input: ${requests} requests`);
    expect(server).toEqual([]);
  }, 900_000);
});
