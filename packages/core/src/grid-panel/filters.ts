import { FILTER_OPERATORS } from '../client/types';
import { toMinorUnits } from '../format/format';
import { operatorsForType } from '../contract/define';
import type { ResourceContract } from '../contract/define';
import type { FilterOperator, OperatorFilter, SearchFilter } from '../client/types';

/** A field the filter builder offers (declared by the screen). */
export interface GridFilterField {
  /** Field name in the search body, e.g. `total`. */
  name: string;
  label: string;
  /** Decides the value input, the value type in the body and the default operators. */
  type?: 'text' | 'number' | 'money' | 'boolean' | 'select' | 'date';
  /** A `money` field's currency (decides its minor digits; default USD's two). */
  currency?: string;
  /** Choices of a `select` field. */
  options?: readonly { value: string; label: string }[];
  /** Operators offered; defaults by type. */
  operators?: readonly FilterOperator[];
}

/** One row of the filter builder, as kept in the URL. */
export interface FilterCondition {
  field: string;
  operator: FilterOperator;
  value: string;
}

/** Human names of the spec's operators (spec 1 §3). */
export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'greater than',
  '<': 'less than',
  '>=': 'at least',
  '<=': 'at most',
  contains: 'contains',
  notcontains: 'does not contain',
};

export function operatorsFor(field: GridFilterField | undefined): readonly FilterOperator[] {
  if (!field) return FILTER_OPERATORS;
  return field.operators ?? operatorsForType(field.type);
}

/**
 * The filter builder's fields of a resource, DERIVED from its contract (hidden fields, such
 * as a search box's `query`, stay out). `only` picks and orders a subset.
 *
 * @example
 * <GridPanel filterFields={filterFieldsOf(ordersContract.resources.orders)} ... />
 */
export function filterFieldsOf(resource: ResourceContract, only?: readonly string[]): GridFilterField[] {
  const filters = resource.filters ?? {};
  const names = only ?? Object.keys(filters).filter((name) => !filters[name]!.hidden);
  return names.map((name) => {
    const f = filters[name];
    if (!f) throw new Error(`Resource ${resource.path} has no filter field "${name}".`);
    return {
      name,
      label: f.label,
      ...(f.type ? { type: f.type } : {}),
      ...(f.options ? { options: f.options } : {}),
      ...(f.operators ? { operators: f.operators } : {}),
    };
  });
}

function typed(field: GridFilterField | undefined, value: string): string | number | boolean {
  if (field?.type === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  // The builder row keeps the decimal amount people typed; the API compares minor units.
  if (field?.type === 'money' && value.trim() !== '') return toMinorUnits(value, field.currency) ?? value;
  if (field?.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Builder rows → search body. Equality on a field becomes its value (several: a list, any of);
 * other operators become operator filters (several on one field: all must hold). Rows without
 * a value stay in and are dropped by the client's cleanup (spec 2 §5). `base` (fixed
 * conditions of the screen) wins over the builder.
 */
export function conditionsToFilter(
  conditions: readonly FilterCondition[],
  fields: readonly GridFilterField[],
  base: SearchFilter = {},
): SearchFilter {
  const byField = new Map<string, FilterCondition[]>();
  for (const c of conditions) {
    if (!fields.some((f) => f.name === c.field)) continue;
    byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  }
  const out: Record<string, SearchFilter[string]> = {};
  for (const [name, list] of byField) {
    const field = fields.find((f) => f.name === name);
    if (list.every((c) => c.operator === '=')) {
      const values = list.map((c) => typed(field, c.value)).filter((v) => v !== '');
      if (values.length === 1) out[name] = values[0]!;
      else out[name] = values.filter((v): v is string | number => typeof v !== 'boolean');
      continue;
    }
    const filters: OperatorFilter[] = list.map((c) => ({
      operator: c.operator,
      value: typed(field, c.value),
    }));
    out[name] = filters.length === 1 ? filters[0]! : filters;
  }
  return { ...out, ...base };
}

/** Reads the builder rows from the URL (`?filter=` JSON); anything malformed is ignored. */
export function parseConditions(raw: string | null): FilterCondition[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c): c is FilterCondition =>
        typeof c === 'object' &&
        c !== null &&
        typeof c.field === 'string' &&
        typeof c.value === 'string' &&
        (FILTER_OPERATORS as readonly string[]).includes(c.operator),
    );
  } catch {
    return [];
  }
}

/** A saved view's json: the view's name and the builder rows (spec 2 §3: the serialised filter). */
export interface SavedViewContent {
  name: string;
  conditions: FilterCondition[];
}

export function parseSavedView(json: string): SavedViewContent | undefined {
  try {
    const parsed = JSON.parse(json) as Partial<SavedViewContent>;
    if (typeof parsed?.name !== 'string' || !Array.isArray(parsed.conditions)) return undefined;
    return { name: parsed.name, conditions: parseConditions(JSON.stringify(parsed.conditions)) };
  } catch {
    return undefined;
  }
}
