import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  PhoneInput,
  PREFERRED_PHONE_COUNTRIES,
  Select,
  checkPhone,
  phoneCountries,
} from '@storeroom/ui';
import type { CountryCode } from '@storeroom/ui';
import { CUSTOMERS_MESSAGES, DEFAULT_PHONE_COUNTRY } from '../../../contract';
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
  /** Server messages for this address (`addresses.N.field`), keyed by field. */
  errors?: Partial<Record<keyof CustomerAddress, string>>;
  saving?: boolean;
  onSave(address: CustomerAddress): void;
  onCancel(): void;
}

/** One address (spec 1 §7): the phone is checked for the chosen country as it is typed. */
export function AddressForm({ initial, errors = {}, saving, onSave, onCancel }: AddressFormProps) {
  const [address, setAddress] = useState<CustomerAddress>(initial);
  const [options] = useState(countryOptions);
  const formId = useId();
  // What is typed in the phone box: the box passes on valid numbers only, so an invalid one
  // would otherwise leave the old phone in place and save silently (spec 3 §5: refuse it).
  const [phoneText, setPhoneText] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const set = (patch: Partial<CustomerAddress>) => setAddress((a) => ({ ...a, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      phoneText !== null &&
      phoneText.trim() !== '' &&
      !checkPhone(phoneText, address.country as CountryCode).valid
    ) {
      setPhoneError(CUSTOMERS_MESSAGES.phoneInvalid);
      return;
    }
    setPhoneError(undefined);
    onSave(address);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>{initial === EMPTY_ADDRESS ? 'New address' : 'Edit address'}</h3>
      {TEXT_FIELDS.map(({ key, label }) => (
        <Field key={key} label={label} error={errors[key]}>
          <Input value={address[key]} onChange={(e) => set({ [key]: e.target.value })} />
        </Field>
      ))}
      <Field label="Country / region" error={errors.country}>
        <Select
          options={options}
          value={address.country}
          onValueChange={(country) => {
            set({ country });
            setPhoneText(null);
          }}
        />
      </Field>
      <Field label="Phone" error={phoneError ?? errors.phone}>
        {/* The typed text bubbles up here (the box itself reports valid numbers only). */}
        <div onChange={(event) => setPhoneText((event.target as HTMLInputElement).value)}>
          <PhoneInput
            invalidMessage={CUSTOMERS_MESSAGES.phoneInvalid}
            key={address.country}
            value={address.phone}
            defaultCountry={address.country as CountryCode}
            preferredCountries={PREFERRED_PHONE_COUNTRIES}
            onValueChange={(phone) => set({ phone })}
          />
        </div>
      </Field>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" loading={saving}>
          Save address
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
