import { useState } from 'react';
import { Button, Dialog, Field, Input, MoneyInput, NumberInput } from '@storeroom/ui';
import { invoiceItemSchema } from '../../../contract';
import type { InvoiceItem } from '../../../contract';

export interface CustomItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: InvoiceItem) => void;
  currency?: string;
}

/** "Create custom item" (spec 2 §2): a line that is not a catalogue product. */
export function CustomItemDialog({ open, onOpenChange, onAdd, currency }: CustomItemDialogProps) {
  const [title, setTitle] = useState('');
  const [variant, setVariant] = useState('');
  const [price, setPrice] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setTitle('');
    setVariant('');
    setPrice(null);
    setQuantity(1);
    setErrors({});
  };

  const add = () => {
    const parsed = invoiceItemSchema.safeParse({
      title,
      variant,
      price: price ?? Number.NaN,
      quantity: quantity ?? Number.NaN,
    });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setErrors(out);
      return;
    }
    onAdd(parsed.data);
    reset();
    onOpenChange(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Content
        title="Create custom item"
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" onClick={add}>
              Add item
            </Button>
          </>
        }
      >
        <Field label="Item title" required error={errors.title}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} />
        </Field>
        <Field label="Variant" hint="Optional, e.g. Large / Blue">
          <Input value={variant} onChange={(e) => setVariant(e.target.value)} maxLength={200} />
        </Field>
        <Field label="Price" required error={errors.price}>
          <MoneyInput value={price} onValueChange={setPrice} currency={currency} />
        </Field>
        <Field label="Quantity" required error={errors.quantity}>
          <NumberInput value={quantity} onValueChange={setQuantity} decimals={0} min={1} />
        </Field>
      </Dialog.Content>
    </Dialog.Root>
  );
}
