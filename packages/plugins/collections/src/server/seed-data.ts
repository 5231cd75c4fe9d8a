/**
 * Demo collections (data only): a manual pick and a draft pick from the store's first
 * products, and two by-rules collections over the demo catalogue (spec 1 §3–4). The second
 * store gets one collection of its own.
 */
import type { collectionsTable } from './tables';

type SeedRow = Omit<typeof collectionsTable.$inferInsert, 'store_id'>;

/** The rows of the main store and of the second store; `productIds` are the catalogue's, in order. */
export function seedCollections(productIds: readonly number[]): [SeedRow[], SeedRow[]] {
  return [
    [
      {
        title: 'Staff Picks',
        seo_url: 'staff-picks',
        seo_title: 'Staff Picks',
        description: 'Products our team loves this season.',
        is_draft: false,
        type: 'manual',
        products: productIds.slice(0, 4),
        sort: 1,
      },
      {
        title: 'Under $50',
        seo_url: 'under-50',
        description: 'Gifts and basics under fifty dollars.',
        is_draft: false,
        type: 'rules',
        rules_match_condition: 'all',
        rules: [{ field: 'price', operator: '<', value: '50' }],
        sort: 2,
      },
      {
        title: 'Accessories',
        seo_url: 'accessories',
        is_draft: false,
        type: 'rules',
        rules_match_condition: 'any',
        rules: [
          { field: 'type', operator: '=', value: 'Accessories' },
          { field: 'tag', operator: '=', value: 'accessory' },
        ],
        sort: 3,
      },
      {
        title: 'Holiday Gift Guide',
        seo_url: 'holiday-gift-guide',
        seo_title: 'Holiday Gift Guide',
        description: 'Coming soon.',
        is_draft: true,
        type: 'manual',
        products: productIds.slice(4, 7),
        sort: 4,
      },
    ],
    [{ title: 'Outlet', seo_url: 'outlet', is_draft: false }],
  ];
}
