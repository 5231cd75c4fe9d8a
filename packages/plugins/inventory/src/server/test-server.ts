/**
 * The real server in-process for this plugin's tests: screens and clients meet the server's
 * actual rules (totals, grouping, validation, permissions), not a fake that restates them.
 * Seeded with the plugin's demo data; no catalogue plugin runs, so the inventory seed makes
 * its standalone demo lines (`STANDALONE_PRODUCTS`).
 *
 * A stand-in catalogue publishes the products contract's real events, as the products plugin
 * would: `POST /test-catalogue/save` (a `CatalogueProduct`) and `POST /test-catalogue/delete`
 * (`{ ids }`: the products leave the catalogue, their inventory lines become unlinked). As an
 * order would, `POST /test-catalogue/stock-move` (`{ moves }`) moves stock through `INVENTORY_STOCK`.
 */
import { z } from 'zod';
import { SUBJECTS } from '@storeroom/core/access';
import { action, defineServerPlugin } from '@storeroom/server';
import { createTestServer } from '@storeroom/server/testing';
import { PRODUCTS_DELETED, PRODUCT_SAVED } from '@storeroom/plugin-products/contract';
import { INVENTORY_STOCK } from '../contract';
import type { StockMove } from '../contract';
import type { CatalogueProduct } from '@storeroom/plugin-products/contract';
import { inventoryServerPlugin } from './plugin';

export const catalogueStandIn = defineServerPlugin({
  id: 'catalogue-stand-in',
  routes: [
    action<CatalogueProduct>({
      method: 'POST',
      path: '/test-catalogue/save',
      subject: SUBJECTS.products_and_collections,
      body: z.custom<CatalogueProduct>(),
      handler: async (ctx, { body }) => {
        await ctx.emit(PRODUCT_SAVED, body);
        return {};
      },
    }),
    action<{ ids: number[] }>({
      method: 'POST',
      path: '/test-catalogue/delete',
      subject: SUBJECTS.products_and_collections,
      body: z.object({ ids: z.array(z.number()) }),
      handler: async (ctx, { body }) => {
        await ctx.emit(PRODUCTS_DELETED, body);
        return {};
      },
    }),
    action<{ moves: StockMove[] }>({
      method: 'POST',
      path: '/test-catalogue/stock-move',
      subject: SUBJECTS.orders,
      body: z.object({ moves: z.array(z.custom<StockMove>()) }),
      handler: async (ctx, { body }) => {
        await ctx.use(INVENTORY_STOCK)!.move(body.moves);
        return {};
      },
    }),
  ],
});

export function inventoryTestServer() {
  return createTestServer({ plugins: [inventoryServerPlugin, catalogueStandIn] });
}

export { ownerSuite } from '@storeroom/server/testing';
export type { OwnerSuite, TestServer, TestSession } from '@storeroom/server/testing';
