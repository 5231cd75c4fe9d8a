import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  FormCheckbox,
  FormNumberInput,
  FormSelect,
  useToast,
  useZodForm,
  useFormSave,
} from '@storeroom/core';
import { Button, Combobox, Dialog, Field, FormErrors } from '@storeroom/ui';
import { TAXES_MESSAGES, taxInputSchema } from '../../../contract';
import type { Tax, TaxInput, UsedRegion } from '../../../contract';
import { taxes, useCountries, useUsedRegions } from '../../data';

/** The "whole country" choice of the state select (a Select value cannot be empty). */
const WHOLE_COUNTRY = '*';

const EMPTY: TaxInput = { country: '', state: null, tax: 0, shipping_exempt: false };

/**
 * Pairs the store's taxes use, except the edited tax's own: `US` → { `*`, `CA` }.
 * spec 3 §5 "Tax: country/state pairs already used are excluded."
 */
function usedPairs(used: readonly UsedRegion[], editedId: number | undefined): Map<string, Set<string>> {
  const pairs = new Map<string, Set<string>>();
  for (const r of used) {
    if (r.id === editedId) continue;
    const states = pairs.get(r.country) ?? new Set<string>();
    states.add(r.state ?? WHOLE_COUNTRY);
    pairs.set(r.country, states);
  }
  return pairs;
}

export interface TaxDialogProps {
  /** The tax to edit; none adds one. */
  tax?: Tax;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Add/edit tax" (spec 3 §2 modals): a country, a state or the whole country, the rate in
 * percent and the shipping exemption. Pairs other taxes use are not offered (spec 3 §5); the
 * server refuses them too, and its message lands on the field.
 */
export function TaxDialog({ tax, open, onOpenChange }: TaxDialogProps) {
  const title = tax ? 'Edit tax' : 'Add tax';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={title}
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button type="submit" form="tax-form" variant="primary">
              Save
            </Button>
          </>
        }
      >
        {open ? <TaxForm tax={tax} onDone={() => onOpenChange(false)} label={title} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TaxForm({ tax, onDone, label }: { tax?: Tax; onDone: () => void; label: string }) {
  const countries = useCountries();
  const used = useUsedRegions();
  const create = taxes.useCreate();
  const update = taxes.useUpdate();
  const toast = useToast();
  const form = useZodForm(taxInputSchema, {
    defaultValues: tax
      ? { country: tax.country, state: tax.state, tax: tax.tax, shipping_exempt: tax.shipping_exempt }
      : EMPTY,
  });
  const formSave = useFormSave(form);
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });

  const taken = useMemo(() => usedPairs(used.data?.items ?? [], tax?.id), [used.data, tax?.id]);
  const countryOptions = useMemo(
    () =>
      (countries.data?.COUNTRIES ?? [])
        // A country is offered while one of its pairs (the whole country or a state) is free.
        .filter((c) => {
          const states = taken.get(c.code);
          return !states || states.size < c.subdivisions.length + 1;
        })
        .map((c) => ({ value: c.code, label: c.name })),
    [countries.data, taken],
  );
  const subdivisions = countries.data?.findCountry(country || '')?.subdivisions ?? [];
  const takenStates = taken.get(country) ?? new Set<string>();
  const stateOptions = [
    { value: WHOLE_COUNTRY, label: 'All states and regions' },
    ...subdivisions.map((s) => ({ value: s.code, label: s.name })),
  ].filter((option) => !takenStates.has(option.value));

  const save = formSave.submit(async (values) => {
    if (tax) await update.mutateAsync({ id: tax.id, body: values });
    else await create.mutateAsync(values);
    toast.success(TAXES_MESSAGES.saved);
    onDone();
  });

  return (
    <form id="tax-form" aria-label={label} noValidate onSubmit={(event) => void save(event)}>
      <Field label="Country" required error={errors.country?.message}>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Combobox
              ref={field.ref}
              name={field.name}
              options={countryOptions}
              loading={countries.isPending || used.isPending}
              value={field.value || null}
              onValueChange={(value) => {
                const next = value ?? '';
                if (next !== field.value) {
                  // The first free pair of the new country: the whole country, else its first free state.
                  const states = taken.get(next);
                  const sub = countries.data?.findCountry(next)?.subdivisions ?? [];
                  const firstFree = !states?.has(WHOLE_COUNTRY)
                    ? null
                    : (sub.find((s) => !states.has(s.code))?.code ?? null);
                  form.setValue('state', firstFree, { shouldDirty: true });
                }
                field.onChange(next);
              }}
              placeholder="Choose a country"
            />
          )}
        />
      </Field>
      {subdivisions.length > 0 ? (
        <Field label="State or region" error={errors.state?.message}>
          <FormSelect control={form.control} name="state" nullAs={WHOLE_COUNTRY} options={stateOptions} />
        </Field>
      ) : null}
      <Field label="Tax rate" hint="Percent, up to 3 decimals." required error={errors.tax?.message}>
        <FormNumberInput control={form.control} name="tax" min={0} max={100} decimals={3} suffix="%" />
      </Field>
      <FormCheckbox control={form.control} name="shipping_exempt" label="Shipping is exempt from this tax" />
      <FormErrors messages={formSave.errors} />
    </form>
  );
}
