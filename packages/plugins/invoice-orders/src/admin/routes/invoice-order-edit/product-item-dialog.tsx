import { useState } from 'react';
import type { z } from 'zod';
import { useZodForm } from '@storeroom/core';
import { Combobox, Field, Select } from '@storeroom/ui';
import { INVOICE_ORDERS_MESSAGES, invoiceItemSchema } from '../../../contract';
import type { InvoiceItem } from '../../../contract';
import { FormDialog } from '../../components/form-dialog';
import { useProductLookup } from '../../data/lookups';
import type { ProductSummary } from '../../data/lookups';
import { useSuggestions } from '../../data/use-suggestions';
import { LineFields, NEW_LINE } from './line-fields';
import type { LineForm } from './line-fields';

export interface ProductItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: InvoiceItem) => void;
  currency?: string;
}

/** A catalogue line: the contract's item schema, with a product that must be chosen. */
const productLineSchema = invoiceItemSchema.extend({
  product_id: invoiceItemSchema.shape.product_id.refine(
    (id) => id !== null,
    INVOICE_ORDERS_MESSAGES.productNotFound,
  ),
});

const variantLabel = (values: string[]) => values.join(' / ');

/** Adds a catalogue product (and variant) as a line, found through the products' contract. */
export function ProductItemDialog({ open, onOpenChange, onAdd, currency }: ProductItemDialogProps) {
  const lookup = useProductLookup();
  const suggestions = useSuggestions<ProductSummary>(lookup.search);
  const form = useZodForm(productLineSchema, { defaultValues: NEW_LINE });
  const { errors } = form.formState;
  const [product, setProduct] = useState<ProductSummary | null>(null);
  const variantName = form.watch('variant');
  const variantId = product?.variants.find((v) => variantLabel(v.variant) === variantName)?.id;

  const close = () => {
    form.reset(NEW_LINE);
    setProduct(null);
    suggestions.clear();
  };
  const set = (patch: Partial<z.input<typeof productLineSchema>>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as 'title', value as never, { shouldDirty: true });
  };

  const choose = (id: string | null) => {
    const next = suggestions.options.find((p) => String(p.id) === id) ?? null;
    const first = next?.variants[0];
    setProduct(next);
    set({
      product_id: next?.id ?? null,
      title: next?.title ?? '',
      variant: first ? variantLabel(first.variant) : '',
      price: first?.price ?? next?.price ?? 0,
    });
  };

  const chooseVariant = (id: string) => {
    const variant = product?.variants.find((v) => String(v.id) === id);
    set({
      variant: variant ? variantLabel(variant.variant) : '',
      price: variant?.price ?? product?.price ?? 0,
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
        onOpenChange(next);
      }}
      title="Add product"
      submitLabel="Add item"
      onSubmit={form.handleSubmit((item) => {
        onAdd(item);
        close();
        onOpenChange(false);
      })}
    >
      <Field label="Product" required error={errors.product_id?.message}>
        <Combobox
          options={suggestions.options.map((p) => ({ value: String(p.id), label: p.title }))}
          value={product ? String(product.id) : null}
          onValueChange={choose}
          onInputChange={suggestions.onInput}
          filter={false}
          loading={suggestions.loading}
          placeholder="Search by title or SKU"
          emptyText="No products found"
        />
      </Field>
      {product && product.variants.length > 0 ? (
        <Field label="Variant">
          <Select
            options={product.variants.map((v) => ({
              value: String(v.id),
              label: `${variantLabel(v.variant)}${v.sku ? ` (${v.sku})` : ''}`,
            }))}
            value={variantId === undefined ? '' : String(variantId)}
            onValueChange={chooseVariant}
          />
        </Field>
      ) : null}
      <LineFields form={form as unknown as LineForm} currency={currency} />
    </FormDialog>
  );
}
