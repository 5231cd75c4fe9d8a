import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  FormSelect,
  FormSwitch,
  LOGIN_PATH,
  applyServerErrors,
  errorMessages,
  useAdmin,
  usePrincipal,
  useToast,
  useZodForm,
  QueryState,
  useCan,
} from '@storeroom/core';
import {
  STORE_CURRENCIES,
  STORE_SETTINGS_MESSAGES,
  UNIT_SYSTEM_LABELS,
  WEIGHT_UNITS_BY_SYSTEM,
  WEIGHT_UNIT_LABELS,
  generalSettingsUpdateSchema,
} from '@storeroom/core/contract';
import type { GeneralSettings, GeneralSettingsUpdate } from '@storeroom/core/contract';
import {
  Button,
  Card,
  CopyButton,
  DescriptionList,
  Field,
  FormErrors,
  Grid,
  Inline,
  Input,
  Page,
  Stack,
} from '@storeroom/ui';
import { GENERAL_SETTINGS_MESSAGES, GENERAL_SETTINGS_SUBJECT } from '../../../contract';
import { useGeneralSettings, useGeneralSettingsUpdates } from '../../data';
import { DeleteStoreDialog, RenumberDialog, SubdomainDialog, TimezoneDialog, timeZoneLabel } from './modals';

const M = STORE_SETTINGS_MESSAGES;
const shape = generalSettingsUpdateSchema.shape;

/** The form: the contract's own field rules; the selects hold strings. */
const formSchema = z
  .object({
    store_name: shape.store_name.unwrap(),
    email: shape.email.unwrap(),
    default_currency: shape.default_currency.unwrap(),
    unit_system: z.enum(['1', '2'], { error: M.unitSystemInvalid }),
    weight_unit: z.enum(['1', '2', '3', '4', '5'], { error: M.weightUnitInvalid }),
    order_prefix: shape.order_prefix.unwrap(),
    order_suffix: shape.order_suffix.unwrap(),
    enable_password: z.boolean(),
    fes_password: shape.fes_password.unwrap(),
  })
  .superRefine((v, ctx) => {
    if (!WEIGHT_UNITS_BY_SYSTEM[Number(v.unit_system)]?.includes(Number(v.weight_unit)))
      ctx.addIssue({ code: 'custom', path: ['weight_unit'], message: M.weightUnitInvalid });
    if (v.enable_password && v.fes_password.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['fes_password'], message: M.storefrontPasswordRequired });
  });
type FormValues = z.input<typeof formSchema>;

function formValues(s: GeneralSettings): FormValues {
  return {
    store_name: s.store_name,
    email: s.email,
    default_currency: s.default_currency as FormValues['default_currency'],
    unit_system: String(s.unit_system) as FormValues['unit_system'],
    weight_unit: String(s.weight_unit) as FormValues['weight_unit'],
    order_prefix: s.order_prefix,
    order_suffix: s.order_suffix,
    enable_password: s.enable_password,
    fes_password: s.fes_password,
  };
}

function bodyOf(v: FormValues): GeneralSettingsUpdate {
  return {
    ...v,
    unit_system: Number(v.unit_system) as 1 | 2,
    weight_unit: Number(v.weight_unit),
  };
}

/** The platform domain of the store's own address (`https://shop.storeroom.test` → `storeroom.test`). */
function platformDomain(s: GeneralSettings): string {
  try {
    return new URL(s.internal_store_url).host.slice(s.subdomain.length + 1);
  } catch {
    return s.internal_store_url;
  }
}

const currencyOptions = STORE_CURRENCIES.map((c) => ({ value: c, label: c }));
const systemOptions = Object.entries(UNIT_SYSTEM_LABELS).map(([value, label]) => ({ value, label }));

type Dialogs = 'timezone' | 'subdomain' | 'delete' | 'renumber' | null;

/**
 * The settings form (spec 3 §3): store details, units, order numbers and the storefront
 * password. Saving a changed prefix or suffix asks whether to renumber existing orders (spec 3
 * §4): yes renumbers through the orders plugin after the settings are saved.
 */
function SettingsForm({
  settings,
  readOnly,
  onAskRenumber,
}: {
  settings: GeneralSettings;
  readOnly: boolean;
  onAskRenumber(save: (start: number | null) => Promise<void>): void;
}) {
  const toast = useToast();
  const updates = useGeneralSettingsUpdates();
  const form = useZodForm(formSchema, { defaultValues: formValues(settings) });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const system = useWatch({ control: form.control, name: 'unit_system' });
  const prefix = useWatch({ control: form.control, name: 'order_prefix' });
  const suffix = useWatch({ control: form.control, name: 'order_suffix' });
  const passwordOn = useWatch({ control: form.control, name: 'enable_password' });

  async function save(values: FormValues, renumberFrom: number | null) {
    setGeneral([]);
    try {
      const saved = await updates.update.mutateAsync(bodyOf(values));
      form.reset(formValues(saved));
      toast.success(M.saved);
    } catch (error) {
      // The input stays for another try.
      setGeneral(applyServerErrors(form, error));
      toast.error(GENERAL_SETTINGS_MESSAGES.correctErrors);
      return;
    }
    if (renumberFrom === null) return;
    try {
      const result = await updates.renumber.mutateAsync(renumberFrom);
      toast.success(result.message || GENERAL_SETTINGS_MESSAGES.renumbered);
    } catch (error) {
      // spec 3 §8 "Settings".
      toast.error(M.renumberFailed);
      setGeneral(errorMessages(error));
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      const formatChanged =
        values.order_prefix !== settings.order_prefix || values.order_suffix !== settings.order_suffix;
      if (formatChanged) onAskRenumber((start) => save(values, start));
      else await save(values, null);
    },
    () => toast.error(GENERAL_SETTINGS_MESSAGES.correctErrors),
  );

  const weightOptions = (WEIGHT_UNITS_BY_SYSTEM[Number(system)] ?? []).map((unit) => ({
    value: String(unit),
    label: WEIGHT_UNIT_LABELS[unit] ?? String(unit),
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="General settings">
      <Stack gap={4}>
        <FormErrors messages={general} />
        <Card title="Store details">
          <Grid columns={{ base: 1, md: 2 }}>
            <Field label="Store name" error={errors.store_name?.message} required disabled={readOnly}>
              <Input {...form.register('store_name')} autoComplete="organization" />
            </Field>
            <Field
              label="Store email"
              hint="Customers and the platform reach you here."
              error={errors.email?.message}
              disabled={readOnly}
            >
              <Input type="email" {...form.register('email')} autoComplete="email" />
            </Field>
            <Field label="Default currency" error={errors.default_currency?.message} disabled={readOnly}>
              <FormSelect control={form.control} name="default_currency" options={currencyOptions} />
            </Field>
          </Grid>
        </Card>
        <Card title="Standards and formats">
          <Grid columns={{ base: 1, md: 2 }}>
            <Field label="Unit system" error={errors.unit_system?.message} disabled={readOnly}>
              <FormSelect
                control={form.control}
                name="unit_system"
                options={systemOptions}
                onValueChange={(value) => {
                  // spec 3 §3: imperial weighs in lb and oz, metric in the others.
                  const units = WEIGHT_UNITS_BY_SYSTEM[Number(value)] ?? [];
                  if (!units.includes(Number(form.getValues('weight_unit'))))
                    form.setValue('weight_unit', String(units[0]) as FormValues['weight_unit']);
                }}
              />
            </Field>
            <Field label="Default weight unit" error={errors.weight_unit?.message} disabled={readOnly}>
              <FormSelect control={form.control} name="weight_unit" options={weightOptions} />
            </Field>
          </Grid>
        </Card>
        <Card
          title="Order number format"
          description={`Your order numbers look like ${prefix ?? ''}1001${suffix ?? ''}.`}
        >
          <Grid columns={{ base: 1, md: 2 }}>
            <Field
              label="Prefix"
              hint="e.g. # or SR-"
              error={errors.order_prefix?.message}
              disabled={readOnly}
            >
              <Input {...form.register('order_prefix')} autoComplete="off" />
            </Field>
            <Field
              label="Suffix"
              hint="Letters, digits and hyphens, at most 3."
              error={errors.order_suffix?.message}
              disabled={readOnly}
            >
              <Input {...form.register('order_suffix')} autoComplete="off" />
            </Field>
          </Grid>
        </Card>
        <Card title="Storefront password">
          <Stack>
            <FormSwitch
              control={form.control}
              name="enable_password"
              label="Restrict access to the storefront with a password"
              disabled={readOnly}
            />
            {passwordOn ? (
              <Field
                label="Storefront password"
                hint="Visitors enter it to see the store."
                error={errors.fes_password?.message}
                required
                disabled={readOnly}
              >
                <Input {...form.register('fes_password')} autoComplete="off" />
              </Field>
            ) : null}
          </Stack>
        </Card>
        {readOnly ? null : (
          <Inline>
            <Button type="submit" variant="primary" loading={updates.update.isPending}>
              Save
            </Button>
          </Inline>
        )}
      </Stack>
    </form>
  );
}

/** The page once the settings are there. */
function GeneralSettingsContent({ settings }: { settings: GeneralSettings }) {
  const principal = usePrincipal();
  const { session } = useAdmin();
  const navigate = useNavigate();
  const toast = useToast();
  const updates = useGeneralSettingsUpdates();
  const readOnly = !useCan(GENERAL_SETTINGS_SUBJECT, 'update');
  const isOwner = principal?.kind === 'owner';
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [pendingSave, setPendingSave] = useState<((start: number | null) => Promise<void>) | null>(null);
  const [renumbering, setRenumbering] = useState(false);

  const signOutToLogin = useCallback(async () => {
    await session.logout().catch(() => undefined);
    void navigate(LOGIN_PATH);
  }, [session, navigate]);

  async function deleteStore(password: string) {
    const { url } = await updates.deleteStore.mutateAsync(password);
    await session.logout().catch(() => undefined);
    // spec 3 §4: the answer names the address to go to.
    if (url.startsWith('/admin')) void navigate(url);
    else window.location.assign(url);
  }

  async function answerRenumber(start: number | null) {
    if (!pendingSave) return;
    setRenumbering(true);
    try {
      await pendingSave(start);
    } finally {
      setRenumbering(false);
      setPendingSave(null);
      setDialog(null);
    }
  }

  return (
    <Stack gap={4}>
      <SettingsForm
        // A saved answer resets the form from the server's row.
        settings={settings}
        readOnly={readOnly}
        onAskRenumber={(save) => {
          setPendingSave(() => save);
          setDialog('renumber');
        }}
      />
      <Card
        title="Time zone"
        actions={
          readOnly ? null : (
            <Button onClick={() => setDialog('timezone')} aria-label="Edit time zone">
              Edit
            </Button>
          )
        }
      >
        <p>{timeZoneLabel(settings.timezone)}</p>
      </Card>
      <Card
        title="Store address"
        actions={readOnly ? null : <Button onClick={() => setDialog('subdomain')}>Edit subdomain</Button>}
      >
        <DescriptionList.Root
          items={[
            { term: 'Subdomain', description: settings.subdomain },
            {
              term: 'Store URL',
              description: (
                <Inline gap={2}>
                  <a href={settings.store_url} target="_blank" rel="noreferrer">
                    {settings.store_url}
                  </a>
                  <CopyButton value={settings.store_url} label="Copy store URL" />
                </Inline>
              ),
            },
            { term: 'Internal store URL', description: settings.internal_store_url },
            ...(settings.s3_folder ? [{ term: 'File folder', description: settings.s3_folder }] : []),
          ]}
        />
      </Card>
      {isOwner ? (
        <Card title="Delete store" description={GENERAL_SETTINGS_MESSAGES.deleteStoreWarning}>
          <Inline>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              Delete store
            </Button>
          </Inline>
        </Card>
      ) : null}

      <TimezoneDialog
        open={dialog === 'timezone'}
        onOpenChange={(open) => setDialog(open ? 'timezone' : null)}
        current={settings.timezone}
        saving={updates.timezone.isPending}
        onSave={async (zone) => {
          await updates.timezone.mutateAsync(zone);
          toast.success(M.saved);
        }}
      />
      <SubdomainDialog
        open={dialog === 'subdomain'}
        onOpenChange={(open) => setDialog(open ? 'subdomain' : null)}
        current={settings.subdomain}
        domain={platformDomain(settings)}
        saving={updates.subdomain.isPending}
        onSave={(body) => updates.subdomain.mutateAsync(body)}
        onDone={() => void signOutToLogin()}
      />
      <DeleteStoreDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        storeName={settings.store_name}
        deleting={updates.deleteStore.isPending}
        onDelete={deleteStore}
      />
      <RenumberDialog
        open={dialog === 'renumber'}
        busy={renumbering}
        onAnswer={(start) => void answerRenumber(start)}
      />
    </Stack>
  );
}

/**
 * `/admin/settings/general` (spec 3 §2, §3): the store's general settings in cards, with the
 * time zone, subdomain, delete-store and order-number-format modals. Limited settings access
 * reads it (no save, no edit buttons); deleting the store is offered to the owner only. The
 * server refuses every write the screen hides.
 */
export function GeneralSettingsPage() {
  const query = useGeneralSettings();
  return (
    <Page title="General settings" width="narrow">
      <QueryState
        query={query}
        loading="Loading general settings"
        failed={GENERAL_SETTINGS_MESSAGES.loadFailed}
        retry
      >
        {(settings) => <GeneralSettingsContent settings={settings} />}
      </QueryState>
    </Page>
  );
}
