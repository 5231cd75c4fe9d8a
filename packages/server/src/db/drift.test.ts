/**
 * The core's migrations agree with its Drizzle tables (db/drift.ts), and the check names what
 * drifted when they do not. Runs on PGlite, and on PostgreSQL under scripts/test-postgres.mjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { migrationDrift, openTestDatabase } from '../testing';
import type { Database } from './database';
import { coreTables, schemaDrift } from './drift';
import { runMigrations } from './migrate';
import { coreMigrations } from './core-migrations';
import { jobMigrations } from '../jobs/table';
import { mailMigrations } from '../mail/email-log-area';
import { serverSecrets } from './schema';

describe('migration drift', () => {
  it('the core migrations build exactly what the core Drizzle tables say', async () => {
    expect(await migrationDrift([])).toEqual([]);
  });

  describe('fires on a changed copy of a table', () => {
    let test: { database: Database; dispose(): Promise<void> };
    beforeAll(async () => {
      test = await openTestDatabase();
      await runMigrations(test.database.db, [
        { owner: 'core', migrations: coreMigrations },
        { owner: 'core-jobs', migrations: jobMigrations },
        { owner: 'core-mail', migrations: mailMigrations },
      ]);
    });
    afterAll(() => test?.dispose());
    const others = coreTables.filter((t) => t !== serverSecrets);
    const drift = (copy: (typeof coreTables)[number]) => schemaDrift(test.database.db, [...others, copy]);

    it('an exact copy agrees', async () => {
      const copy = pgTable('server_secrets', {
        name: text('name').primaryKey(),
        value: text('value').notNull(),
      });
      expect(await drift(copy)).toEqual([]);
    });

    it('a column added in Drizzle only is named', async () => {
      const copy = pgTable('server_secrets', {
        name: text('name').primaryKey(),
        value: text('value').notNull(),
        rotated_at: timestamp('rotated_at', { withTimezone: true }),
      });
      expect(await drift(copy)).toEqual(['server_secrets.rotated_at: in Drizzle, missing from the database']);
    });

    it('a changed type, nullability, default, key or missing constraint is named', async () => {
      const copy = pgTable(
        'server_secrets',
        {
          id: serial('id'),
          name: text('name'),
          value: jsonb('value').notNull().default({}),
          owner_id: integer('owner_id'),
        },
        (t) => [unique().on(t.value)],
      );
      expect(await drift(copy)).toEqual([
        'server_secrets.id: in Drizzle, missing from the database',
        'server_secrets.name: nullable in Drizzle, not null in the database',
        'server_secrets.value: type jsonb in Drizzle, text in the database',
        'server_secrets.value: default {} in Drizzle, (none) in the database',
        'server_secrets.owner_id: in Drizzle, missing from the database',
        'server_secrets: primary key () in Drizzle, (name) in the database',
        'server_secrets(value): unique in Drizzle, not in the database',
      ]);
    });

    it('a table no Drizzle definition describes, or a column it lacks, is named', async () => {
      const copy = pgTable('server_secrets', { name: text('name').primaryKey() });
      expect(
        await schemaDrift(test.database.db, [...others.filter((t) => t !== coreTables[0]), copy]),
      ).toEqual([
        'table accounts: in the database, in no Drizzle definition',
        'server_secrets.value: in the database, not in Drizzle',
      ]);
    });
  });
});
