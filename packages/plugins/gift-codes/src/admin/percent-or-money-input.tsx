import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormMoneyInput, FormNumberInput } from '@storeroom/core';
import type { FormControlBinding } from '@storeroom/core';

/**
 * A gift code's amount: a whole percent from 1 to 100, or money in the store's currency (minor
 * units). Coupons, campaigns and issued cards each hold one or the other by their type.
 */
export function PercentOrMoneyInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  percent,
  currency,
}: FormControlBinding<TValues, TName> & { percent: boolean; currency: string }) {
  return percent ? (
    <FormNumberInput control={control} name={name} min={1} max={100} decimals={0} suffix="%" />
  ) : (
    <FormMoneyInput control={control} name={name} currency={currency} />
  );
}
