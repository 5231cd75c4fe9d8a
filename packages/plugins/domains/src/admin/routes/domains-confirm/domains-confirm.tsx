import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessages, fieldErrors, formErrors, useFormat, useToast, useRights } from '@storeroom/core';
import {
  Button,
  Card,
  Checkbox,
  DescriptionList,
  Field,
  FormErrors,
  Page,
  Select,
  Spinner,
  Stack,
} from '@storeroom/ui';
import {
  DOMAIN_YEARS_MAX,
  DOMAIN_YEARS_MIN,
  DOMAINS_MESSAGES,
  DOMAINS_PATHS,
  DOMAINS_SUBJECT,
  NOT_AVAILABLE_REDIRECT_MS,
  legalTypesFor,
} from '../../../contract/model';
import type { DomainCheck } from '../../../contract';
import { RegistrarLabel, YEAR_OPTIONS } from '../../components/buy-form';
import { useBuyDomain, useDomainCheck } from '../../data';

function yearsOf(raw: string | null): number {
  const years = Number(raw);
  return Number.isInteger(years) && years >= DOMAIN_YEARS_MIN && years <= DOMAIN_YEARS_MAX ? years : 1;
}

/**
 * `/admin/domains/confirm?domain=&years=` (spec 1 §2): the name's price for its years, the
 * legal type and registry rules for ca, us and co.uk (spec 1 §5), and the purchase. An
 * unavailable name shows 'Domain is not available for registration.' and goes back to
 * /admin/domains/buy after 5 seconds (spec 1 §8).
 */
export function DomainsConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { canCreate: canBuy } = useRights(DOMAINS_SUBJECT);
  const format = useFormat();
  const toast = useToast();
  const check = useDomainCheck();
  const buy = useBuyDomain();
  const domain = params.get('domain') ?? '';
  const [years, setYears] = useState(() => yearsOf(params.get('years')));
  const [result, setResult] = useState<DomainCheck | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [legalType, setLegalType] = useState('');
  const [acceptRules, setAcceptRules] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string[] }>({
    fields: {},
    general: [],
  });
  const { mutateAsync: runCheck } = check;

  useEffect(() => {
    let live = true;
    runCheck({ domain, years })
      .then((answer) => {
        if (!live) return;
        setResult(answer);
        if (!answer.available) setUnavailable(true);
      })
      .catch((error: unknown) => {
        if (live) setErrors(formErrors(error, []));
      });
    return () => {
      live = false;
    };
  }, [domain, years, runCheck]);

  // spec 1 §8: after 5 seconds the user is redirected to the buy page.
  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => void navigate(DOMAINS_PATHS.buy), NOT_AVAILABLE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unavailable, navigate]);

  const legalTypes = legalTypesFor(domain);
  const purchase = async () => {
    setErrors({ fields: {}, general: [] });
    try {
      await buy.mutateAsync({
        domain,
        years,
        payment_method: 'sandbox',
        ...(result?.legal_type_required ? { legal_type: legalType || null, accept_rules: acceptRules } : {}),
      });
      toast.success(DOMAINS_MESSAGES.bought);
      void navigate(DOMAINS_PATHS.list);
    } catch (error) {
      if (fieldErrors(error).domain?.includes(DOMAINS_MESSAGES.notAvailable)) setUnavailable(true);
      else setErrors(formErrors(error, ['legal_type', 'accept_rules', 'years']));
    }
  };

  return (
    <Page title="Confirm purchase" width="narrow" back={{ label: 'Buy a domain', href: DOMAINS_PATHS.buy }}>
      <Card>
        <Stack gap={3}>
          <RegistrarLabel />
          {unavailable ? (
            <p role="alert">{DOMAINS_MESSAGES.notAvailable}</p>
          ) : !result ? (
            errors.general.length > 0 ? (
              <FormErrors messages={errors.general} />
            ) : (
              <Spinner label="Checking the domain" />
            )
          ) : (
            <form
              aria-label="Confirm purchase"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void purchase();
              }}
            >
              <Stack gap={3}>
                <DescriptionList.Root
                  items={[
                    { term: 'Domain', description: result.domain },
                    { term: 'Price per year', description: format.money(result.price) },
                    { term: 'Total', description: format.money(result.total), emphasis: true },
                  ]}
                />
                <Field label="Years" error={errors.fields.years} id="confirm-years">
                  <Select
                    options={YEAR_OPTIONS}
                    value={String(years)}
                    onValueChange={(value) => setYears(Number(value))}
                  />
                </Field>
                {result.legal_type_required ? (
                  <>
                    <Field
                      label="Legal type"
                      required
                      error={errors.fields.legal_type}
                      id="confirm-legal-type"
                    >
                      <Select
                        options={legalTypes.map((type) => ({ value: type.value, label: type.label }))}
                        value={legalType || undefined}
                        placeholder="Choose a legal type"
                        onValueChange={setLegalType}
                      />
                    </Field>
                    <Checkbox
                      label="I accept the registry's rules for this domain"
                      checked={acceptRules}
                      onCheckedChange={(checked) => setAcceptRules(checked === true)}
                    />
                    {errors.fields.accept_rules ? <p role="alert">{errors.fields.accept_rules}</p> : null}
                  </>
                ) : null}
                <FormErrors messages={errors.general} />
                {canBuy ? (
                  <div>
                    <Button type="submit" variant="primary" loading={buy.isPending}>
                      Confirm purchase
                    </Button>
                  </div>
                ) : null}
              </Stack>
            </form>
          )}
          {check.isError && !result ? <FormErrors messages={errorMessages(check.error)} /> : null}
        </Stack>
      </Card>
    </Page>
  );
}
