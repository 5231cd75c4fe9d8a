import { Controller } from 'react-hook-form';
import { FormSwitch } from '@storeroom/core';
import { Card, Field, Select } from '@storeroom/ui';
import { FULFILMENT_OPTIONS, INVENTORY_OPTIONS, SHIPPING_OPTIONS } from '../../../contract';
import type { ProductValues } from '../../../contract';
import type { ProductControl } from './product-form';

type Flag = 'auto_fulfilment' | 'skip_shipping' | 'track_inventory';

/** A yes/no field shown as a choice of two (spec 2 §2). */
function FlagSelect(props: {
  control: ProductControl;
  name: Flag;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The choice that means `true`. */
  on: string;
  off: string;
  readOnly: boolean;
}) {
  return (
    <Field label={props.label}>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Select
            options={[...props.options]}
            value={(field.value as ProductValues[Flag]) ? props.on : props.off}
            onValueChange={(v) => field.onChange(v === props.on)}
            disabled={props.readOnly}
          />
        )}
      />
    </Field>
  );
}

/**
 * The "Shipping and inventory" section: whether the product is a gift card (spec 2 §3
 * is_giftcard: delivered by e-mail, never shipped; gift card products leave All Products for
 * /admin/products/gift-cards), fulfilment, shipping and stock tracking.
 */
export function ProductShipping({ control, readOnly }: { control: ProductControl; readOnly: boolean }) {
  return (
    <Card title="Shipping and inventory">
      <FormSwitch
        control={control}
        name="is_giftcard"
        label="Gift card"
        description="Delivered by e-mail, never shipped; listed under Gift card products."
        disabled={readOnly}
      />
      <FlagSelect
        control={control}
        name="auto_fulfilment"
        label="Fulfillment"
        options={FULFILMENT_OPTIONS}
        on="auto"
        off="manual"
        readOnly={readOnly}
      />
      <FlagSelect
        control={control}
        name="skip_shipping"
        label="Requires shipping"
        options={SHIPPING_OPTIONS}
        on="no"
        off="yes"
        readOnly={readOnly}
      />
      <FlagSelect
        control={control}
        name="track_inventory"
        label="Inventory"
        options={INVENTORY_OPTIONS}
        on="track"
        off="none"
        readOnly={readOnly}
      />
    </Card>
  );
}
