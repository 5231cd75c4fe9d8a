import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import type { Database } from './database';
import { runMigrations } from './migrate';
import type { Migration } from './migrate';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose?.());

const rows = async <T>(query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe('runMigrations', () => {
  const v1: Migration = {
    version: 1,
    name: 'things',
    sql: 'create table things (id serial primary key, title text)',
  };
  const v2: Migration = {
    version: 2,
    name: 'things price',
    sql: "alter table things add column price integer\n--> statement-breakpoint\ninsert into things (title, price) values ('a', 1)",
  };

  it('applies pending migrations once, in version order, whatever the declared order', async () => {
    expect(await runMigrations(database.db, [{ owner: 'things', migrations: [v2, v1] }])).toEqual([
      'things@1 things',
      'things@2 things price',
    ]);
    expect(await runMigrations(database.db, [{ owner: 'things', migrations: [v1, v2] }])).toEqual([]);
    expect(await rows<{ title: string; price: number }>('select title, price from things')).toEqual([
      { title: 'a', price: 1 },
    ]);
    const v3: Migration = {
      version: 3,
      name: 'more',
      sql: ["insert into things (title, price) values ('b', 2)"],
    };
    expect(await runMigrations(database.db, [{ owner: 'things', migrations: [v1, v2, v3] }])).toEqual([
      'things@3 more',
    ]);
  });

  it('refuses an applied migration that changed name, duplicate versions and bad versions', async () => {
    await expect(
      runMigrations(database.db, [{ owner: 'things', migrations: [{ ...v1, name: 'renamed' }] }]),
    ).rejects.toThrow(/must not change/);
    await expect(
      runMigrations(database.db, [{ owner: 'x', migrations: [v1, { ...v1, name: 'again' }] }]),
    ).rejects.toThrow(/twice/);
    await expect(
      runMigrations(database.db, [{ owner: 'x', migrations: [{ ...v1, version: 0 }] }]),
    ).rejects.toThrow(/positive/);
  });

  it('rolls a failing set back: nothing applied, nothing recorded', async () => {
    const bad: Migration[] = [
      { version: 1, name: 'ok', sql: ['create table halfway (id integer)'] },
      { version: 2, name: 'broken', sql: ['select * from no_such_table'] },
    ];
    await expect(runMigrations(database.db, [{ owner: 'broken', migrations: bad }])).rejects.toThrow();
    expect(await rows(`select * from storeroom_migrations where owner = 'broken'`)).toEqual([]);
    expect(await rows(`select to_regclass('halfway') as t`)).toEqual([{ t: null }]);
  });
});
