import { Field, NumberInput } from '@storeroom/ui';

export interface QuantityRow {
  itemId: number;
  title: string;
  variant: string;
  /** The most that can be chosen (what is left in the step the action moves from). */
  max: number;
}

export interface QuantityRowsProps {
  rows: readonly QuantityRow[];
  value: Record<number, number | null>;
  onChange: (value: Record<number, number | null>) => void;
  /** "Quantity of {title}" is each input's label. */
  disabled?: boolean;
}

/** Quantity per order item (spec 2 §4: "per item quantity"), each clamped to 0..max. */
export function QuantityRows({ rows, value, onChange, disabled }: QuantityRowsProps) {
  return (
    <div role="group" aria-label="Products" style={{ display: 'grid', gap: 8 }}>
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
    </div>
  );
}

/** The chosen quantities as the API takes them (zero and empty rows left out). */
export function chosenItems(value: Record<number, number | null>): { item_id: number; quantity: number }[] {
  return Object.entries(value)
    .filter(([, quantity]) => typeof quantity === 'number' && quantity > 0)
    .map(([id, quantity]) => ({ item_id: Number(id), quantity: quantity! }));
}

/** Starts each row at its maximum (the common case: the whole remainder). */
export function fullQuantities(rows: readonly QuantityRow[]): Record<number, number | null> {
  return Object.fromEntries(rows.map((r) => [r.itemId, r.max]));
}
