import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSuite } from '../testing';
import { runMigrations } from './migrate';
import type { Migration } from './migrate';

const d = databaseSuite({ beforeAll, afterAll });

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
    expect(await runMigrations(d.database.db, [{ owner: 'things', migrations: [v2, v1] }])).toEqual([
      'things@1 things',
      'things@2 things price',
    ]);
    expect(await runMigrations(d.database.db, [{ owner: 'things', migrations: [v1, v2] }])).toEqual([]);
    expect(await d.query<{ title: string; price: number }>('select title, price from things')).toEqual([
      { title: 'a', price: 1 },
    ]);
    const v3: Migration = {
      version: 3,
      name: 'more',
      sql: ["insert into things (title, price) values ('b', 2)"],
    };
    expect(await runMigrations(d.database.db, [{ owner: 'things', migrations: [v1, v2, v3] }])).toEqual([
      'things@3 more',
    ]);
  });

  it('refuses an applied migration that changed name, duplicate versions and bad versions', async () => {
    await expect(
      runMigrations(d.database.db, [{ owner: 'things', migrations: [{ ...v1, name: 'renamed' }] }]),
    ).rejects.toThrow(/must not change/);
    await expect(
      runMigrations(d.database.db, [{ owner: 'x', migrations: [v1, { ...v1, name: 'again' }] }]),
    ).rejects.toThrow(/twice/);
    await expect(
      runMigrations(d.database.db, [{ owner: 'x', migrations: [{ ...v1, version: 0 }] }]),
    ).rejects.toThrow(/positive/);
  });

  it('rolls a failing set back: nothing applied, nothing recorded', async () => {
    const bad: Migration[] = [
      { version: 1, name: 'ok', sql: ['create table halfway (id integer)'] },
      { version: 2, name: 'broken', sql: ['select * from no_such_table'] },
    ];
    await expect(runMigrations(d.database.db, [{ owner: 'broken', migrations: bad }])).rejects.toThrow();
    expect(await d.query(`select * from storeroom_migrations where owner = 'broken'`)).toEqual([]);
    expect(await d.query(`select to_regclass('halfway') as t`)).toEqual([{ t: null }]);
  });
});
