import { z } from 'zod';
import { Field, FormErrors, NumberInput, Stack } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import type { ItemQuantity } from '../../../contract';

export interface QuantityRow {
  itemId: number;
  title: string;
  variant: string;
  /** The most that can be chosen (what is left in the step the action moves from). */
  max: number;
}

/** Chosen quantity per order item id (empty while the input is cleared). */
export type Quantities = Record<string, number | null>;

/** The chosen quantities as the API takes them (zero and empty rows left out). */
export function chosenItems(value: Quantities): ItemQuantity[] {
  return Object.entries(value)
    .filter(([, quantity]) => typeof quantity === 'number' && quantity > 0)
    .map(([id, quantity]) => ({ item_id: Number(id), quantity: quantity! }));
}

/** Quantities of an action's form: at least one above zero ('Product quantity is required.', spec 2 §5). */
export const quantitiesSchema = z
  .record(z.string(), z.number().nullable())
  .refine((value) => chosenItems(value).length > 0, { message: ORDERS_MESSAGES.quantityRequired });

/**
 * The message of the quantities' error (typed loosely by the form, whose record of quantities
 * could name an item "message").
 */
export function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Starts each row at its maximum (the common case: the whole remainder). */
export function fullQuantities(rows: readonly QuantityRow[]): Quantities {
  return Object.fromEntries(rows.map((r) => [String(r.itemId), r.max]));
}

export interface QuantityRowsProps {
  rows: readonly QuantityRow[];
  value: Quantities;
  onChange: (value: Quantities) => void;
  /** The group's message (no quantity chosen). */
  error?: string;
  disabled?: boolean;
}

/** Quantity per order item (spec 2 §4: "per item quantity"), each clamped to 0..max. */
export function QuantityRows({ rows, value, onChange, error, disabled }: QuantityRowsProps) {
  return (
    <Stack role="group" aria-label="Products" gap={2}>
      {rows.map((row) => (
        <Field
          key={row.itemId}
          label={`Quantity of ${row.title}${row.variant ? ` (${row.variant})` : ''}`}
          hint={`${row.max} available`}
        >
          <NumberInput
            decimals={0}
            min={0}
            max={row.max}
            disabled={disabled}
            value={value[row.itemId] ?? null}
            onValueChange={(next) => onChange({ ...value, [row.itemId]: next })}
          />
        </Field>
      ))}
      <FormErrors messages={error ? [error] : []} />
    </Stack>
  );
}
