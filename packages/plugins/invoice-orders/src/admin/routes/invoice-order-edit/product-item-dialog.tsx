import { useEffect, useRef, useState } from 'react';
import { Button, Combobox, Dialog, Field, MoneyInput, NumberInput, Select } from '@storeroom/ui';
import { INVOICE_ORDERS_MESSAGES } from '../../../contract';
import type { InvoiceItem } from '../../../contract';
import { useProductLookup } from '../../data/lookups';
import type { ProductSummary } from '../../data/lookups';

export interface ProductItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: InvoiceItem) => void;
  currency?: string;
}

const variantLabel = (values: string[]) => values.join(' / ');

/** Adds a catalogue product (and variant) as a line, found through the products' contract. */
export function ProductItemDialog({ open, onOpenChange, onAdd, currency }: ProductItemDialogProps) {
  const lookup = useProductLookup();
  const [options, setOptions] = useState<ProductSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [product, setProduct] = useState<ProductSummary | null>(null);
  const [variantId, setVariantId] = useState<string>('');
  const [price, setPrice] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const reset = () => {
    setProduct(null);
    setVariantId('');
    setPrice(null);
    setQuantity(1);
    setErrors({});
    setOptions([]);
  };

  const onInput = (text: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (text.trim() === '') {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      lookup
        .search(text.trim(), controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 250);
  };

  const choose = (id: string | null) => {
    const next = options.find((p) => String(p.id) === id) ?? null;
    setProduct(next);
    const first = next?.variants[0];
    setVariantId(first ? String(first.id) : '');
    setPrice(first?.price ?? next?.price ?? 0);
  };

  const chooseVariant = (id: string) => {
    setVariantId(id);
    const variant = product?.variants.find((v) => String(v.id) === id);
    setPrice(variant?.price ?? product?.price ?? 0);
  };

  const add = () => {
    const out: Record<string, string> = {};
    if (!product) out.product = INVOICE_ORDERS_MESSAGES.productNotFound;
    if (quantity === null || quantity < 1) out.quantity = INVOICE_ORDERS_MESSAGES.quantityRequired;
    if (price === null || price < 0) out.price = INVOICE_ORDERS_MESSAGES.amountInvalid;
    setErrors(out);
    if (!product || Object.keys(out).length > 0) return;
    const variant = product.variants.find((v) => String(v.id) === variantId);
    onAdd({
      product_id: product.id,
      variant: variant ? variantLabel(variant.variant) : '',
      title: product.title,
      price: price!,
      quantity: quantity!,
    });
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
        title="Add product"
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
        <Field label="Product" required error={errors.product}>
          <Combobox
            options={options.map((p) => ({ value: String(p.id), label: p.title }))}
            value={product ? String(product.id) : null}
            onValueChange={choose}
            onInputChange={onInput}
            filter={false}
            loading={loading}
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
              value={variantId}
              onValueChange={chooseVariant}
            />
          </Field>
        ) : null}
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
