import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { FormMoneyInput, FormNumberInput, FormSelect, useFormat, usePanelForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import {
  Button,
  Card,
  Combobox,
  Field,
  FormErrors,
  Grid,
  IconButton,
  Inline,
  Input,
  Stack,
  Textarea,
} from '@storeroom/ui';
import {
  SHIPPING_EXCEPTION_TYPES,
  SHIPPING_EXCEPTION_TYPE_LABELS,
  SHIPPING_MESSAGES,
  shippingZoneInputSchema,
} from '../../../contract';
import type { ShippingExceptionType, ShippingZone, ShippingZoneInput } from '../../../contract';
import { useCountries, zones } from '../../data';
import { RegionText } from './region-text';

type Values = ShippingZoneInput;

const EXCEPTION_TYPE_OPTIONS = Object.values(SHIPPING_EXCEPTION_TYPES).map((type) => ({
  value: String(type),
  label: SHIPPING_EXCEPTION_TYPE_LABELS[type],
}));

/** The "whole country" choice of the state select (a Select value cannot be empty). */
const WHOLE_COUNTRY = '*';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} icon={<span aria-hidden="true">×</span>} variant="ghost" onClick={onClick} />
  );
}

function initialValues(zone: ShippingZone | undefined): Values {
  return {
    name: zone?.name ?? '',
    rate: zone?.rate ?? 0,
    description: zone?.description ?? '',
    regions: zone?.regions.map((r) => ({ country: r.country, state: r.state })) ?? [],
    exceptions: zone?.exceptions.map((e) => ({ ...e })) ?? [],
    additional_rates: zone?.additional_rates.map((r) => ({ ...r })) ?? [],
  };
}

/** One region: a country and, when it has subdivisions, one of them or the whole country. */
function RegionRow({
  control,
  setValue,
  index,
  onRemove,
  error,
}: {
  control: Control<Values>;
  setValue: UseFormSetValue<Values>;
  index: number;
  onRemove: () => void;
  error: { country?: string; state?: string };
}) {
  const countries = useCountries();
  const country = useWatch({ control, name: `regions.${index}.country` });
  const countryOptions = useMemo(
    () => (countries.data?.COUNTRIES ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
  const subdivisions = countries.data?.findCountry(country ?? '')?.subdivisions ?? [];
  return (
    <Card
      role="group"
      title={`Region ${index + 1}`}
      headingLevel={4}
      actions={<RemoveButton label={`Remove region ${index + 1}`} onClick={onRemove} />}
    >
      <Grid columns={2} gap={2}>
        <Field label="Country" required error={error.country}>
          <Controller
            control={control}
            name={`regions.${index}.country`}
            render={({ field }) => (
              <Combobox
                ref={field.ref}
                name={field.name}
                options={countryOptions}
                loading={countries.isPending}
                value={field.value || null}
                onValueChange={(value) => {
                  // Another country's subdivisions are not this one's: back to the whole country.
                  if ((value ?? '') !== field.value)
                    setValue(`regions.${index}.state`, null, { shouldDirty: true });
                  field.onChange(value ?? '');
                }}
                placeholder="Choose a country"
              />
            )}
          />
        </Field>
        {subdivisions.length > 0 ? (
          <Field label="State or region" error={error.state}>
            <FormSelect
              control={control}
              name={`regions.${index}.state`}
              nullAs={WHOLE_COUNTRY}
              options={[
                { value: WHOLE_COUNTRY, label: 'Whole country' },
                ...subdivisions.map((s) => ({ value: s.code, label: s.name })),
              ]}
            />
          </Field>
        ) : null}
      </Grid>
    </Card>
  );
}

/** One exception: its type decides the unit of min and max (weight, items, money). */
function ExceptionRow({
  control,
  setValue,
  index,
  currency,
  onRemove,
  error,
}: {
  control: Control<Values>;
  setValue: UseFormSetValue<Values>;
  index: number;
  currency: string;
  onRemove: () => void;
  error: { min?: string; max?: string; rate?: string };
}) {
  const type = useWatch({ control, name: `exceptions.${index}.type` }) as ShippingExceptionType;
  const limitInput = (name: 'min' | 'max') =>
    type === SHIPPING_EXCEPTION_TYPES.order_total ? (
      <FormMoneyInput control={control} name={`exceptions.${index}.${name}`} currency={currency} />
    ) : (
      <FormNumberInput
        control={control}
        name={`exceptions.${index}.${name}`}
        min={0}
        decimals={type === SHIPPING_EXCEPTION_TYPES.weight ? 2 : 0}
      />
    );
  return (
    <Card
      role="group"
      title={`Exception ${index + 1}`}
      headingLevel={4}
      actions={<RemoveButton label={`Remove exception ${index + 1}`} onClick={onRemove} />}
    >
      <Grid columns={2} gap={2}>
        <Field label="Type">
          <FormSelect
            control={control}
            name={`exceptions.${index}.type`}
            numeric
            options={EXCEPTION_TYPE_OPTIONS}
            onValueChange={(value) => {
              // Min and max are in the type's unit (weight, items, money): a new type starts at 0.
              if (Number(value) !== type) {
                setValue(`exceptions.${index}.min`, 0, { shouldDirty: true });
                setValue(`exceptions.${index}.max`, 0, { shouldDirty: true });
              }
            }}
          />
        </Field>
        <Field label="Min" error={error.min}>
          {limitInput('min')}
        </Field>
        {/* spec 3 §5: the rule is shown on the field, and the same message refuses a save. */}
        <Field label="Max" hint="Not less than min." error={error.max}>
          {limitInput('max')}
        </Field>
        <Field label="Rate" error={error.rate}>
          <FormMoneyInput control={control} name={`exceptions.${index}.rate`} currency={currency} />
        </Field>
      </Grid>
    </Card>
  );
}

/** The read-only zone of a limited settings rule: what the zone holds, no controls. */
function ZoneDetails({ zone }: { zone: ShippingZone | undefined }) {
  const format = useFormat();
  if (!zone) return null;
  return (
    <Stack gap={3}>
      <section aria-label="Regions">
        <h3>Regions</h3>
        <ul>
          {zone.regions.map((region) => (
            <li key={`${region.country}-${region.state ?? ''}`}>
              <RegionText region={region} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Exceptions">
        <h3>Exceptions</h3>
        <ul>
          {zone.exceptions.map((exception, index) => (
            <li key={index}>
              {SHIPPING_EXCEPTION_TYPE_LABELS[exception.type]}{' '}
              {exception.type === SHIPPING_EXCEPTION_TYPES.order_total
                ? `${format.money(exception.min)} – ${format.money(exception.max)}`
                : `${exception.min} – ${exception.max}`}
              : {format.money(exception.rate)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Additional rates">
        <h3>Additional rates</h3>
        <ul>
          {zone.additional_rates.map((rate, index) => (
            <li key={index}>
              {rate.name}: {format.money(rate.rate)}
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

/**
 * The side panel's form of a zone (spec 3 §3 Shipping zone): name, rate, description,
 * regions, exceptions and additional rates. Limited access shows it read-only.
 */
export function ZoneForm({
  panel,
  readOnly,
  canDelete,
}: {
  panel: GridPanelContext<ShippingZone>;
  readOnly: boolean;
  canDelete: boolean;
}) {
  const removal = zones.useRemove();
  const format = useFormat();
  // The generic question of a deletion (spec 3 §8); the grid loses the row, the panel closes.
  const {
    form,
    submit,
    remove,
    errors: otherErrors,
  } = usePanelForm({
    panel,
    schema: shippingZoneInputSchema,
    values: initialValues,
    messages: { saved: SHIPPING_MESSAGES.saved, deleted: SHIPPING_MESSAGES.deleted },
    remove: (id) => removal.mutateAsync(id as number),
    readOnly,
  });
  const { errors } = form.formState;
  const regions = useFieldArray({ control: form.control, name: 'regions' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const rates = useFieldArray({ control: form.control, name: 'additional_rates' });

  return (
    <form onSubmit={submit} noValidate aria-label="Shipping zone">
      <Stack gap={3}>
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} readOnly={readOnly} />
        </Field>
        <Field label="Rate" required error={errors.rate?.message}>
          <FormMoneyInput control={form.control} name="rate" currency={format.currency} readOnly={readOnly} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea {...form.register('description')} rows={3} readOnly={readOnly} />
        </Field>
        {readOnly ? (
          <ZoneDetails zone={panel.item} />
        ) : (
          <>
            <section aria-label="Regions">
              <Stack gap={2}>
                <h3>Regions</h3>
                {regions.fields.map((field, index) => (
                  <RegionRow
                    key={field.id}
                    control={form.control}
                    setValue={form.setValue}
                    index={index}
                    onRemove={() => regions.remove(index)}
                    error={{
                      country: errors.regions?.[index]?.country?.message,
                      state: errors.regions?.[index]?.state?.message,
                    }}
                  />
                ))}
                <div>
                  <Button onClick={() => regions.append({ country: '', state: null })}>Add region</Button>
                </div>
              </Stack>
            </section>
            <section aria-label="Exceptions">
              <Stack gap={2}>
                <h3>Exceptions</h3>
                {exceptions.fields.map((field, index) => (
                  <ExceptionRow
                    key={field.id}
                    control={form.control}
                    setValue={form.setValue}
                    index={index}
                    currency={format.currency}
                    onRemove={() => exceptions.remove(index)}
                    error={{
                      min: errors.exceptions?.[index]?.min?.message,
                      max: errors.exceptions?.[index]?.max?.message,
                      rate: errors.exceptions?.[index]?.rate?.message,
                    }}
                  />
                ))}
                <div>
                  <Button
                    onClick={() =>
                      exceptions.append({ type: SHIPPING_EXCEPTION_TYPES.weight, min: 0, max: 0, rate: 0 })
                    }
                  >
                    Add exception
                  </Button>
                </div>
              </Stack>
            </section>
            <section aria-label="Additional rates">
              <Stack gap={2}>
                <h3>Additional rates</h3>
                {rates.fields.map((field, index) => (
                  <Card
                    key={field.id}
                    role="group"
                    title={`Additional rate ${index + 1}`}
                    headingLevel={4}
                    actions={
                      <RemoveButton
                        label={`Remove additional rate ${index + 1}`}
                        onClick={() => rates.remove(index)}
                      />
                    }
                  >
                    <Grid columns={2} gap={2}>
                      <Field label="Name" required error={errors.additional_rates?.[index]?.name?.message}>
                        <Input {...form.register(`additional_rates.${index}.name`)} />
                      </Field>
                      <Field label="Rate" error={errors.additional_rates?.[index]?.rate?.message}>
                        <FormMoneyInput
                          control={form.control}
                          name={`additional_rates.${index}.rate`}
                          currency={format.currency}
                        />
                      </Field>
                    </Grid>
                  </Card>
                ))}
                <div>
                  <Button onClick={() => rates.append({ name: '', rate: 0 })}>Add additional rate</Button>
                </div>
              </Stack>
            </section>
          </>
        )}
        <FormErrors messages={otherErrors} />
        <Inline gap={2}>
          {readOnly ? null : (
            <Button type="submit" variant="primary" loading={panel.saving}>
              Save
            </Button>
          )}
          {canDelete && !panel.isNew ? (
            <Button variant="danger" loading={removal.isPending} onClick={() => void remove()}>
              Delete zone
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
