import type { useZodForm } from '@storeroom/core';
import { Field, MoneyInput, NumberInput } from '@storeroom/ui';
import type { invoiceItemSchema, InvoiceItemInput } from '../../../contract';

/** A line's form in the item dialogs: the contract's item schema (its messages) through `useZodForm`. */
export type LineForm = ReturnType<typeof useZodForm<typeof invoiceItemSchema>>;

/** A new line's starting values: one unit, no price yet. */
export const NEW_LINE: InvoiceItemInput = {
  product_id: null,
  variant: '',
  title: '',
  price: undefined as unknown as number,
  quantity: 1,
};

/** Price and quantity of a line, shared by "Create custom item" and "Add product". */
export function LineFields({ form, currency }: { form: LineForm; currency?: string }) {
  const { errors } = form.formState;
  // Once a save was tried, each change re-checks its field (before that, only the save does).
  const check = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  const price = form.watch('price');
  const quantity = form.watch('quantity');
  return (
    <>
      <Field label="Price" required error={errors.price?.message}>
        <MoneyInput
          value={Number.isFinite(price) ? price : null}
          onValueChange={(value) => form.setValue('price', value ?? Number.NaN, check)}
          currency={currency}
        />
      </Field>
      <Field label="Quantity" required error={errors.quantity?.message}>
        <NumberInput
          value={Number.isFinite(quantity) ? quantity : null}
          onValueChange={(value) => form.setValue('quantity', value ?? Number.NaN, check)}
          decimals={0}
          min={1}
        />
      </Field>
    </>
  );
}
