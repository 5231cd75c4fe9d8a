/**
 * Server-side mistakes stop the server at start-up with a message naming the plugin and the
 * route (issue 21 item 6): a route on a resource's own door, a route declared twice, a door
 * guarded by a subject nobody declares, a handler for an endpoint the contract does not declare.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSubject } from '@storeroom/core/access';
import type { AccessSubject } from '@storeroom/core/access';
import { defineContract, defineEndpoint, defineResource } from '@storeroom/core/contract';
import type { EndpointContract } from '@storeroom/core/contract';
import { integer, pgTable, serial, text } from '../drizzle';
import { defineServerPlugin, implement } from '../plugin';
import type { ServerPlugin } from '../plugin';
import { resource } from '../resource/resource';
import { createServer } from '../server';
import { checkServerPlugins } from './check';

const LOYALTY = defineSubject({ id: 'loyalty', label: 'Loyalty' });
const card = z.object({ id: z.number().int(), name: z.string() });
const cards = pgTable('loyalty_cards', {
  id: serial('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
});

/** A loyalty plugin whose contract holds the resource `/loyalty` and the given endpoints. */
function loyaltyPlugin(
  endpoints: Record<string, EndpointContract>,
  options: { get?: boolean; subjects?: Record<string, AccessSubject> } = {},
): ServerPlugin {
  const contract = defineContract({
    id: 'loyalty',
    subjects: options.subjects ?? { loyalty: LOYALTY },
    resources: {
      cards: defineResource({
        path: '/loyalty',
        subject: LOYALTY,
        item: card,
        create: z.object({ name: z.string() }),
        ...(options.get === false ? { operations: { get: false } } : {}),
      }),
    },
    endpoints,
  });
  return defineServerPlugin({
    id: 'loyalty',
    contract,
    resources: [resource(contract.resources.cards, { table: cards, toItem: (row) => row })],
    routes: Object.values(endpoints).map((endpoint) => implement(endpoint, async () => ({}))),
  });
}

const byId = defineEndpoint({ method: 'GET', path: '/loyalty/:id', subject: LOYALTY, response: card });

describe('server start-up refuses badly mounted plugin doors', () => {
  it("refuses a custom route on the resource's own door, naming the plugin and both routes", () => {
    const plugin = loyaltyPlugin({ byId });
    expect(() => createServer({ plugins: [plugin] })).toThrow(
      'Plugin "loyalty": route GET /loyalty/:id takes the door of plugin "loyalty"\'s resource "loyalty" (get one item), GET /loyalty/:id.',
    );
    // Also the literal doors: search, saved views, bulk delete.
    const search = defineEndpoint({ method: 'POST', path: '/loyalty/search', subject: LOYALTY });
    expect(checkServerPlugins([loyaltyPlugin({ search })])).toEqual([
      expect.stringContaining(
        'route POST /loyalty/search takes the door of plugin "loyalty"\'s resource "loyalty" (search)',
      ),
    ]);
  });

  it('accepts the same route when the resource has no such door, and a route beside the doors', () => {
    const points = defineEndpoint({ method: 'GET', path: '/loyalty/:id/points', subject: LOYALTY });
    expect(checkServerPlugins([loyaltyPlugin({ byId, points }, { get: false })])).toEqual([]);
    const server = createServer({ plugins: [loyaltyPlugin({ points })] });
    expect(server.subjects.map((s) => s.id)).toContain('loyalty');
  });

  it('refuses a route declared twice, whatever its parameters are called', () => {
    const first = defineEndpoint({ method: 'POST', path: '/loyalty/:id/redeem', subject: LOYALTY });
    const second = defineEndpoint({ method: 'POST', path: '/loyalty/:cardId/redeem', subject: LOYALTY });
    expect(() => createServer({ plugins: [loyaltyPlugin({ first, second })] })).toThrow(
      'Plugin "loyalty": route POST /loyalty/:cardId/redeem is declared twice (also plugin "loyalty"\'s route POST /loyalty/:id/redeem). Keep one.',
    );
    // The other method on the same path is another door.
    const read = defineEndpoint({ method: 'GET', path: '/loyalty/:id/redeem', subject: LOYALTY });
    expect(checkServerPlugins([loyaltyPlugin({ first, read })])).toEqual([]);
  });

  it('refuses a door guarded by a subject the contract does not declare', () => {
    const LOYALTY_ADMIN = defineSubject({ id: 'loyalty_admin', label: 'Loyalty admin' });
    const reset = defineEndpoint({ method: 'POST', path: '/loyalty-reset', subject: LOYALTY_ADMIN });
    expect(() => createServer({ plugins: [loyaltyPlugin({ reset })] })).toThrow(
      'Plugin "loyalty": route POST /loyalty-reset is guarded by subject "loyalty_admin", which its contract does not declare.',
    );
    // Declared in the contract's subjects, it starts.
    expect(
      checkServerPlugins([
        loyaltyPlugin({ reset }, { subjects: { loyalty: LOYALTY, loyalty_admin: LOYALTY_ADMIN } }),
      ]),
    ).toEqual([]);
  });

  it('refuses a handler for an endpoint the contract does not declare', () => {
    const plugin = loyaltyPlugin({});
    const stray = implement(
      defineEndpoint({ method: 'POST', path: '/loyalty-stray', subject: LOYALTY }),
      async () => ({}),
    );
    expect(() => createServer({ plugins: [{ ...plugin, routes: [stray] }] })).toThrow(
      'Plugin "loyalty": route POST /loyalty-stray is not in its contract',
    );
  });

  it('lists every problem at once', () => {
    const LOYALTY_ADMIN = defineSubject({ id: 'loyalty_admin', label: 'Loyalty admin' });
    const reset = defineEndpoint({ method: 'POST', path: '/loyalty-reset', subject: LOYALTY_ADMIN });
    expect(checkServerPlugins([loyaltyPlugin({ byId, reset })])).toHaveLength(2);
  });
});
