import { useId, useState } from 'react';
import { applyServerErrors, useZodForm } from '@storeroom/core';
import {
  Button,
  Field,
  FormErrors,
  Inline,
  Input,
  PhoneInput,
  PREFERRED_PHONE_COUNTRIES,
  Select,
  Stack,
  checkPhone,
  phoneCountries,
} from '@storeroom/ui';
import type { CountryCode } from '@storeroom/ui';
import { CUSTOMERS_MESSAGES, DEFAULT_PHONE_COUNTRY, customerAddressSchema } from '../../../contract';
import type { CustomerAddress } from '../../../contract';

export const EMPTY_ADDRESS: CustomerAddress = {
  company: '',
  street: '',
  suite: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_PHONE_COUNTRY,
  phone: '',
  full_name: '',
};

const TEXT_FIELDS: { key: Exclude<keyof CustomerAddress, 'country' | 'phone'>; label: string }[] = [
  { key: 'full_name', label: 'Full name' },
  { key: 'company', label: 'Company' },
  { key: 'street', label: 'Street' },
  { key: 'suite', label: 'Suite' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP' },
];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryOptions() {
  // Preferred countries first (spec 1 §9), then every other by name.
  const preferred = PREFERRED_PHONE_COUNTRIES as readonly string[];
  const rest = phoneCountries()
    .filter((c) => !preferred.includes(c))
    .sort((a, b) => (regionNames.of(a) ?? a).localeCompare(regionNames.of(b) ?? b));
  return [...preferred, ...rest].map((value) => ({ value, label: regionNames.of(value) ?? value }));
}

export interface AddressFormProps {
  initial: CustomerAddress;
  /** Saves the address; resolves to the failure (a 422 whose fields are this address's), or nothing. */
  onSave(address: CustomerAddress): Promise<unknown>;
  onCancel(): void;
}

/** One address (spec 1 §7): the phone is checked for the chosen country as it is typed. */
export function AddressForm({ initial, onSave, onCancel }: AddressFormProps) {
  const form = useZodForm(customerAddressSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [options] = useState(countryOptions);
  const [general, setGeneral] = useState<string[]>([]);
  const formId = useId();
  // What is typed in the phone box: the box passes on valid numbers only, so an invalid one
  // would otherwise leave the old phone in place and save silently (spec 3 §5: refuse it).
  const [phoneText, setPhoneText] = useState<string | null>(null);
  const country = form.watch('country') ?? DEFAULT_PHONE_COUNTRY;
  const submit = form.handleSubmit(async (address) => {
    if (
      phoneText !== null &&
      phoneText.trim() !== '' &&
      !checkPhone(phoneText, country as CountryCode).valid
    ) {
      form.setError('phone', { type: 'validate', message: CUSTOMERS_MESSAGES.phoneInvalid });
      return;
    }
    setGeneral([]);
    const failure = await onSave(address);
    if (failure) setGeneral(applyServerErrors(form, failure));
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <Stack>
        <h3 id={`${formId}-title`}>{initial === EMPTY_ADDRESS ? 'New address' : 'Edit address'}</h3>
        {TEXT_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label} error={errors[key]?.message}>
            <Input {...form.register(key)} />
          </Field>
        ))}
        <Field label="Country / region" error={errors.country?.message}>
          <Select
            options={options}
            value={country}
            onValueChange={(next) => {
              form.setValue('country', next, { shouldDirty: true });
              setPhoneText(null);
            }}
          />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {/* The typed text bubbles up here (the box itself reports valid numbers only). */}
          <div onChange={(event) => setPhoneText((event.target as HTMLInputElement).value)}>
            <PhoneInput
              invalidMessage={CUSTOMERS_MESSAGES.phoneInvalid}
              key={country}
              value={form.watch('phone') ?? ''}
              defaultCountry={country as CountryCode}
              preferredCountries={PREFERRED_PHONE_COUNTRIES}
              onValueChange={(phone) => form.setValue('phone', phone, { shouldDirty: true })}
            />
          </div>
        </Field>
        <FormErrors messages={general} />
        <Inline>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Save address
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Inline>
      </Stack>
    </form>
  );
}
