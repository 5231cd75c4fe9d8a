import { useState } from 'react';
import { Button, Dialog, Field, Select } from '@storeroom/ui';
import { ORDERS_MESSAGES } from '../../../contract';
import type { Warehouse } from '../../../contract';

/** The toolbar's warehouse for "Fulfil all" / "Ship all" (the design system's Select). */
export { Select as WarehouseSelect };

/**
 * Asks where items that track inventory are fulfilled from before "Fulfil all" / "Ship all"
 * (spec 2 §5 'Error. Warehouse can not be empty.'): without a warehouse the server skips
 * those orders. Answers the chosen warehouse id, or null to go on without one.
 */
export function MassWarehouseDialog({
  warehouses,
  onAnswer,
}: {
  warehouses: readonly Warehouse[];
  onAnswer: (warehouseId: string | null) => void;
}) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onAnswer(null))}>
      <Dialog.Content
        title="Choose a warehouse"
        description="Items that track inventory are fulfilled from this warehouse. Without one, orders with such items are skipped."
        footer={
          <>
            <Button variant="ghost" onClick={() => onAnswer(null)}>
              Continue without warehouse
            </Button>
            <Button
              variant="primary"
              onClick={() => (choice ? onAnswer(choice) : setError(ORDERS_MESSAGES.warehouseRequired))}
            >
              Use this warehouse
            </Button>
          </>
        }
      >
        <Field label="Warehouse" required error={error}>
          <Select
            placeholder="Select a warehouse"
            value={choice}
            onValueChange={(v) => {
              setChoice(v);
              setError(undefined);
            }}
            options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
          />
        </Field>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The warehouse of a CSV mass fulfilment (issue 18): tracked items of the file's orders are
 * fulfilled from it; without one, their lines are skipped (the check step lists them).
 */
export function CsvWarehouseField({
  warehouses,
  value,
  onValueChange,
}: {
  warehouses: readonly Warehouse[];
  value: string;
  onValueChange: (warehouseId: string) => void;
}) {
  return (
    <Field
      label="Warehouse"
      hint="Items that track inventory are fulfilled from this warehouse. Without one, orders with such items are skipped."
    >
      <Select
        placeholder="Select a warehouse"
        value={value}
        onValueChange={onValueChange}
        options={warehouses.map((w) => ({ value: String(w.id), label: w.title }))}
      />
    </Field>
  );
}
