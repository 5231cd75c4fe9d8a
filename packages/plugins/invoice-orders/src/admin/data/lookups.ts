/**
 * Customers and products as the invoice editor finds them, through the customers' and
 * products' own contracts (plugins never import each other, only each other's `./contract`).
 */
import { useClient } from '@storeroom/core';
import type { ItemOf } from '@storeroom/core/contract';
import { customersContract } from '@storeroom/plugin-customers/contract';
import { productsContract } from '@storeroom/plugin-products/contract';
import { CUSTOMER_SUGGESTIONS_LIMIT, PRODUCT_SUGGESTIONS_LIMIT } from '../../contract';

/** A customer as the invoice editor shows it. */
export type CustomerSummary = Pick<
  ItemOf<typeof customersContract.resources.customers>,
  'id' | 'email' | 'full_name'
>;

type ProductItem = ItemOf<typeof productsContract.resources.products>;
/** A catalogue product with its variants, as the "add product" modal offers it. */
export type ProductSummary = ProductItem & { variants: NonNullable<ProductItem['variants']> };

/**
 * "Browse customers" and "create customer" (spec 2 §2, §9) through the customers' contract:
 * free text over name and email, 10 results.
 */
export function useCustomerLookup() {
  const customers = useClient(customersContract).customers;
  const pick = ({ id, email, full_name }: CustomerSummary): CustomerSummary => ({ id, email, full_name });
  return {
    search: async (text: string, signal?: AbortSignal): Promise<CustomerSummary[]> =>
      (
        await customers.search({ query: text }, { size: CUSTOMER_SUGGESTIONS_LIMIT, page: 1, signal })
      ).items.map(pick),
    create: async (input: { email: string; full_name: string }): Promise<CustomerSummary> =>
      pick(await customers.create(input)),
  };
}

/** Catalogue search (title or SKU) through the products' contract: real products with their variants. */
export function useProductLookup() {
  const products = useClient(productsContract).products;
  return {
    search: async (text: string, signal?: AbortSignal): Promise<ProductSummary[]> =>
      (
        await products.search(
          { query: text, is_template: false, is_giftcard: false },
          { size: PRODUCT_SUGGESTIONS_LIMIT, page: 1, expand: ['variants'], signal },
        )
      ).items.map((product) => ({ ...product, variants: product.variants ?? [] })),
  };
}
