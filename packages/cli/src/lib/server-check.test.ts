import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineSubject } from '@storeroom/core/access';
import { defineContract, defineEndpoint } from '@storeroom/core/contract';
import { defineServerPlugin, implement } from '@storeroom/server';
import { runDoctor } from './doctor-process.test-support';
import { serverFindings } from './server-check';

const cli = resolve(import.meta.dirname, '..', '..');

describe('doctor: server part', () => {
  it('reports what createServer would refuse, naming the plugin and the route', () => {
    const LOYALTY = defineSubject({ id: 'loyalty', label: 'Loyalty' });
    const ADMIN = defineSubject({ id: 'loyalty_admin', label: 'Loyalty admin' });
    const contract = defineContract({
      id: 'loyalty',
      subjects: { loyalty: LOYALTY },
      endpoints: {
        redeem: defineEndpoint({ method: 'POST', path: '/loyalty/:id/redeem', subject: LOYALTY }),
        again: defineEndpoint({ method: 'POST', path: '/loyalty/:card/redeem', subject: LOYALTY }),
        reset: defineEndpoint({ method: 'POST', path: '/loyalty-reset', subject: ADMIN }),
      },
    });
    const plugin = defineServerPlugin({
      id: 'loyalty',
      contract,
      routes: Object.values(contract.endpoints).map((e) => implement(e, async () => undefined)),
    });
    const findings = serverFindings([plugin]);
    expect(findings.map((f) => [f.level, f.check])).toEqual([
      ['error', 'server'],
      ['error', 'server'],
    ]);
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('Plugin "loyalty": route POST /loyalty/:card/redeem is declared twice'),
      expect.stringContaining(
        'Plugin "loyalty": route POST /loyalty-reset is guarded by subject "loyalty_admin"',
      ),
    ]);
    expect(serverFindings([{ ...plugin, routes: plugin.routes!.slice(0, 1) }])).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('contract endpoint "again" is implemented 0 times'),
      }),
      expect.objectContaining({
        message: expect.stringContaining('contract endpoint "reset" is implemented 0 times'),
      }),
    ]);
  });

  // A folder under the CLI package (ignored by git: `.storeroom/`) resolves the framework's source.
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  // A process that compiles the plugin and the server from source: 55-89 s at load 30.
  it(
    "storeroom doctor (as a process) reports a custom route on a resource's own door",
    { timeout: 300_000 },
    async () => {
      await mkdir(join(cli, '.storeroom'), { recursive: true });
      const dir = await mkdtemp(join(cli, '.storeroom', 'doctor-server-'));
      made.push(dir);
      const files: Record<string, string> = {
        'package.json': JSON.stringify({ name: 'storeroom-plugin-loyalty', type: 'module' }),
        'src/server/plugin.ts': [
          "import { z } from 'zod';",
          "import { defineSubject } from '@storeroom/core/access';",
          "import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';",
          "import { defineServerPlugin, implement, resource } from '@storeroom/server';",
          "import { integer, pgTable, serial, text } from '@storeroom/server/drizzle';",
          "const LOYALTY = defineSubject({ id: 'loyalty', label: 'Loyalty' });",
          'const card = z.object({ id: z.number(), name: z.string() });',
          "const cards = pgTable('loyalty_cards', { id: serial('id').primaryKey(), store_id: integer('store_id').notNull(), name: text('name').notNull() });",
          'const contract = defineContract({',
          "  id: 'loyalty',",
          '  subjects: { loyalty: LOYALTY },',
          "  resources: { cards: defineResource({ path: '/loyalty', subject: LOYALTY, item: card, create: card.omit({ id: true }) }) },",
          "  endpoints: { byId: defineEndpoint({ method: 'GET', path: '/loyalty/:id', subject: LOYALTY, response: card }) },",
          '});',
          'export const loyaltyServerPlugin = defineServerPlugin({',
          "  id: 'loyalty',",
          '  contract,',
          '  resources: [resource(contract.resources.cards, { table: cards, toItem: (row) => row })],',
          "  routes: [implement(contract.endpoints.byId, async () => ({ id: 1, name: 'x' }))],",
          '});',
          '',
        ].join('\n'),
      };
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), text);
      }
      const result = runDoctor(dir);
      const output = result.stdout + result.stderr;
      expect(result.status, output).toBe(1);
      expect(output).toContain(
        '✖ [server] Plugin "loyalty": route GET /loyalty/:id takes the door of plugin "loyalty"\'s resource "loyalty" (get one item), GET /loyalty/:id.',
      );
      expect(output).toContain('fix: Correct src/server/plugin.ts or the contract');
    },
  );
});
