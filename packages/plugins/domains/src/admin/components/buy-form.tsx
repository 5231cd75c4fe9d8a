import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formErrors, useFormat } from '@storeroom/core';
import { Badge, Button, Field, FormErrors, Input, Inline, Select, Stack } from '@storeroom/ui';
import { DOMAIN_YEARS, DOMAINS_MESSAGES, DOMAINS_PATHS } from '../../contract/model';
import type { DomainCheck } from '../../contract';
import { useDomainCheck, useRegistrar } from '../data';

export const YEAR_OPTIONS = DOMAIN_YEARS.map((years) => ({
  value: String(years),
  label: years === 1 ? '1 year' : `${years} years`,
}));

/** The registrar's name, labelled "Sandbox" with its rule when it is the sandbox. */
export function RegistrarLabel() {
  const registrar = useRegistrar();
  if (!registrar.data) return null;
  return (
    <Inline gap={2} align="center">
      {registrar.data.sandbox ? <Badge tone="warning">Sandbox</Badge> : null}
      <span>
        {registrar.data.name}
        {registrar.data.rule ? ` — ${registrar.data.rule}` : ''}
      </span>
    </Inline>
  );
}

/** The address of the confirmation page of a name. */
export function confirmPath(domain: string, years: number): string {
  return `${DOMAINS_PATHS.confirm}?${new URLSearchParams({ domain, years: String(years) }).toString()}`;
}

/**
 * The create tab and the buy page: a name and 1 to 5 years, checked at the registrar
 * (spec 1 §5). Available: on to the confirmation page; unavailable: the spec's message.
 */
export function BuyForm({ canBuy, idPrefix = 'buy' }: { canBuy: boolean; idPrefix?: string }) {
  const navigate = useNavigate();
  const format = useFormat();
  const check = useDomainCheck();
  const [domain, setDomain] = useState('');
  const [years, setYears] = useState(1);
  const [result, setResult] = useState<DomainCheck | null>(null);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({
    fields: {},
    general: [],
  });

  const submit = async () => {
    setResult(null);
    setErrors({ fields: {}, general: [] });
    try {
      const answer = await check.mutateAsync({ domain, years });
      setResult(answer);
      if (answer.available && canBuy) void navigate(confirmPath(answer.domain, answer.years));
    } catch (error) {
      setErrors(formErrors(error, ['domain', 'years']));
    }
  };

  return (
    <form
      aria-label="Buy a domain"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap={3}>
        <RegistrarLabel />
        <Field label="Domain name" required error={errors.fields.domain} id={`${idPrefix}-domain`}>
          <Input
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder="my-shop.com"
          />
        </Field>
        <Field label="Years" error={errors.fields.years} id={`${idPrefix}-years`}>
          <Select
            options={YEAR_OPTIONS}
            value={String(years)}
            onValueChange={(value) => setYears(Number(value))}
          />
        </Field>
        <FormErrors messages={errors.general} />
        {result && !result.available ? (
          <p role="alert">{result.message ?? DOMAINS_MESSAGES.notAvailable}</p>
        ) : null}
        {result?.available && !canBuy ? (
          <p role="status">
            {result.domain} is available: {format.money(result.price)} a year.
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" loading={check.isPending}>
            Check availability
          </Button>
        </div>
      </Stack>
    </form>
  );
}
