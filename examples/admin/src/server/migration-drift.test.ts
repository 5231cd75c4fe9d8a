/**
 * Migration drift of the whole admin (packages/server README "Migrations"): every migration of
 * the core and of every server plugin in the list, applied to a fresh database, builds what
 * their Drizzle tables say. On PGlite here and on PostgreSQL under scripts/test-postgres.mjs.
 */
import { expect, it } from 'vitest';
import { migrationDrift } from '@storeroom/server/testing';
import { serverPlugins } from '../../server-plugins';

it('the migrations of the core and every plugin build what their Drizzle tables say', async () => {
  expect(serverPlugins.length).toBeGreaterThan(5);
  expect(await migrationDrift(serverPlugins)).toEqual([]);
}, 120_000);
