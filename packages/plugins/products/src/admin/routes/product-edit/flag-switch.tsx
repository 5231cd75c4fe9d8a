import { Controller } from 'react-hook-form';
import { Switch } from '@storeroom/ui';
import type { ProductControl } from './product-form';

/** The product form's on/off fields drawn as a switch. */
type SwitchFlag = 'is_draft' | 'is_giftcard' | 'is_multi';

/**
 * A switch bound to an on/off field of the product form; `inverted` shows it on while the field
 * is off (Published is `is_draft` turned around).
 */
export function FlagSwitch({
  control,
  name,
  label,
  description,
  inverted = false,
  readOnly,
}: {
  control: ProductControl;
  name: SwitchFlag;
  label: string;
  description?: string;
  inverted?: boolean;
  readOnly: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={inverted ? !field.value : field.value}
          onCheckedChange={(on) => field.onChange(inverted ? !on : on)}
          disabled={readOnly}
        />
      )}
    />
  );
}
