/**
 * The CATALOGUE service other areas use (packages/server contracts): products by id, counts,
 * and the products matching collection rules (spec 1 §4–5).
 */
import type { ActionContext } from '@storeroom/server';
import type { CatalogueService, CollectionRule } from '../contract';
import { and, count, eq, inArray, sql } from '@storeroom/server/drizzle';
import type { SQL } from '@storeroom/server/drizzle';
import { likePattern } from '@storeroom/server';
import { toMinorUnits } from '@storeroom/core/format';
import { filePaths, toCatalogue } from './products-resource';
import { productsTable } from './tables';

const TEXT_FIELDS = {
  title: productsTable.title,
  type: productsTable.type,
  vendor: productsTable.vendor,
} as const;

/**
 * One collection rule as SQL, or undefined when it cannot match anything sensible. A price
 * rule's value is the decimal amount people typed ("50"); prices are stored in minor units of
 * the store's `currency`, so it is compared as those.
 */
export function ruleCondition(rule: CollectionRule, currency?: string): SQL | undefined {
  const value = rule.value.trim();
  if (rule.field === 'price') {
    const n = value === '' ? null : toMinorUnits(value, currency);
    if (n === null) return undefined;
    const ops: Record<string, SQL> = {
      '=': sql`${productsTable.price} = ${n}`,
      '!=': sql`${productsTable.price} <> ${n}`,
      '>': sql`${productsTable.price} > ${n}`,
      '<': sql`${productsTable.price} < ${n}`,
      '>=': sql`${productsTable.price} >= ${n}`,
      '<=': sql`${productsTable.price} <= ${n}`,
    };
    return ops[rule.operator];
  }
  const column =
    rule.field === 'tag'
      ? undefined
      : Object.hasOwn(TEXT_FIELDS, rule.field)
        ? TEXT_FIELDS[rule.field as keyof typeof TEXT_FIELDS]
        : null;
  if (column === null) return undefined;
  if (column === undefined) {
    // Tags: any tag equal (case-insensitive) or containing the value.
    const exists = (cond: SQL) =>
      sql`exists (select 1 from jsonb_array_elements_text(${productsTable.tags}) t where ${cond})`;
    switch (rule.operator) {
      case '=':
        return exists(sql`lower(t) = lower(${value})`);
      case '!=':
        return sql`not ${exists(sql`lower(t) = lower(${value})`)}`;
      case 'contains':
        return exists(sql`t ilike ${likePattern(value)}`);
      case 'notcontains':
        return sql`not ${exists(sql`t ilike ${likePattern(value)}`)}`;
      default:
        return undefined;
    }
  }
  switch (rule.operator) {
    case '=':
      return sql`lower(${column}) = lower(${value})`;
    case '!=':
      return sql`lower(${column}) <> lower(${value})`;
    case 'contains':
      return sql`${column} ilike ${likePattern(value)}`;
    case 'notcontains':
      return sql`${column} not ilike ${likePattern(value)}`;
    default:
      return undefined;
  }
}

export function catalogueService(ctx: ActionContext): CatalogueService {
  const products = ctx.scope(productsTable);
  return {
    async find(ids) {
      if (ids.length === 0) return [];
      const rows = await products.find(
        and(inArray(productsTable.id, [...ids]), eq(productsTable.is_template, false)),
      );
      const paths = await filePaths(
        ctx,
        rows
          .flatMap((r) => [r.images[0], ...r.variants.map((v) => v.images[0] ?? v.front_image)])
          .filter((id): id is number => typeof id === 'number'),
      );
      return rows.map((r) => toCatalogue(r, paths));
    },
    async count(filter) {
      const conditions = [eq(productsTable.is_template, false)];
      if (filter?.is_draft !== undefined) conditions.push(eq(productsTable.is_draft, filter.is_draft));
      const [row] = await ctx.db
        .select({ n: count() })
        .from(productsTable)
        .where(products.where(and(...conditions)));
      return Number(row?.n ?? 0);
    },
    async match(rules, match) {
      const conditions = rules
        .map((rule) => ruleCondition(rule, ctx.store.currency))
        .filter((c): c is SQL => c !== undefined);
      if (conditions.length === 0) return [];
      const joined =
        match === 'all'
          ? and(...conditions)
          : sql.join(
              conditions.map((c) => sql`(${c})`),
              sql` or `,
            );
      const rows = await ctx.db
        .select({ id: productsTable.id })
        .from(productsTable)
        .where(products.where(and(eq(productsTable.is_template, false), sql`(${joined})`)))
        .orderBy(productsTable.id);
      return rows.map((r) => r.id);
    },
  };
}
