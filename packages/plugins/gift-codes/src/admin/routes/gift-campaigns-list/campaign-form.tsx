import { Controller, useWatch } from 'react-hook-form';
import {
  FormDateInput,
  FormMoneyInput,
  FormNumberInput,
  FormSelect,
  useFormat,
  usePanelForm,
} from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { DescriptionList, Field, FormErrors, Grid, Input, Stack, Textarea } from '@storeroom/ui';
import {
  AUTO_GIFT_TYPES,
  AUTO_GIFT_TYPE_LABELS,
  CAMPAIGN_EXPIRY_TYPES,
  CAMPAIGN_EXPIRY_TYPE_LABELS,
  CAMPAIGN_TRIGGER_TYPES,
  CAMPAIGN_TRIGGER_TYPE_LABELS,
  DEFAULT_CAMPAIGN_EXPIRY_DAYS,
  DEFAULT_GIFT_CARD_HTML,
  DEFAULT_GIFT_CARD_SUBJECT,
  GIFT_CODES_MESSAGES,
  giftCampaignInputSchema,
} from '../../../contract';
import type { AutoGiftType, CampaignExpiryType, GiftCampaign, GiftCampaignInput } from '../../../contract';
import { giftCampaigns } from '../../data';
import { PercentOrMoneyInput } from '../../percent-or-money-input';
import { DraftPublishButtons, useDraftPublish } from '../../draft-publish';

type Values = GiftCampaignInput;

const GIFT_TYPE_OPTIONS = Object.values(AUTO_GIFT_TYPES).map((value) => ({
  value: String(value),
  label: AUTO_GIFT_TYPE_LABELS[value],
}));
const TRIGGER_OPTIONS = CAMPAIGN_TRIGGER_TYPES.map((value) => ({
  value,
  label: CAMPAIGN_TRIGGER_TYPE_LABELS[value],
}));
const EXPIRY_OPTIONS = Object.values(CAMPAIGN_EXPIRY_TYPES).map((value) => ({
  value: String(value),
  label: CAMPAIGN_EXPIRY_TYPE_LABELS[value],
}));

function initialValues(campaign: GiftCampaign | undefined): Values {
  return {
    title: campaign?.title ?? '',
    is_draft: campaign?.is_draft ?? true,
    discount: {
      type: campaign?.discount.type ?? AUTO_GIFT_TYPES.value,
      value: campaign?.discount.value ?? 1000,
      max_value: campaign?.discount.max_value ?? 0,
    },
    trigger: {
      type: campaign?.trigger.type ?? 'order_total',
      min_total: campaign?.trigger.min_total ?? 0,
      products: campaign?.trigger.products ?? [],
    },
    // spec 3 §9: a campaign's cards expire 1 day after issue unless told otherwise.
    expires: {
      type: campaign?.expires.type ?? CAMPAIGN_EXPIRY_TYPES.days,
      days: campaign?.expires.days ?? DEFAULT_CAMPAIGN_EXPIRY_DAYS,
      date: campaign?.expires.date ?? null,
    },
    email: {
      subject: campaign?.email.subject ?? DEFAULT_GIFT_CARD_SUBJECT,
      html: campaign?.email.html ?? DEFAULT_GIFT_CARD_HTML,
    },
  };
}

/** Product ids typed as a list ("12, 15"): whole numbers only. */
function productIds(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

/** A campaign's statistics (spec 3 §3, §7): cards issued, redeemed, value redeemed. */
function CampaignStatistics({ campaign }: { campaign: GiftCampaign }) {
  const format = useFormat();
  const stats = campaign.statistics ?? { issued: 0, redeemed: 0, value: 0 };
  return (
    <section aria-label="Statistics">
      <Stack gap={1}>
        <h3>Statistics</h3>
        <DescriptionList.Root
          items={[
            { term: 'Cards issued', description: String(stats.issued) },
            { term: 'Cards redeemed', description: String(stats.redeemed) },
            { term: 'Value redeemed', description: format.money(stats.value) },
          ]}
        />
      </Stack>
    </section>
  );
}

/**
 * The side panel's form of a gift card campaign (spec 3 §3 Gift card campaign): title, the card
 * it gives (a value, a percent of the order as a value with a maximum, or a percent), the
 * trigger (an order total of at least an amount, or one of some products), the expiry (days
 * after issue, default 1, or a date), the e-mail (default subject with {gift_value} and
 * {gift_code}), and its statistics. "Save draft" stays; "Publish" saves it published and goes
 * back to the list (spec 3 §4). Limited access shows it read-only.
 */
export function CampaignForm({
  panel,
  readOnly,
  canDelete,
}: {
  panel: GridPanelContext<GiftCampaign>;
  readOnly: boolean;
  canDelete: boolean;
}) {
  const format = useFormat();
  const removal = giftCampaigns.useRemove();
  const {
    form,
    saveWith,
    remove,
    errors: otherErrors,
  } = usePanelForm({
    panel,
    schema: giftCampaignInputSchema,
    values: (item) => initialValues(item),
    messages: { saved: GIFT_CODES_MESSAGES.campaignSaved, deleted: GIFT_CODES_MESSAGES.campaignDeleted },
    remove: (id) => removal.mutateAsync(id as number),
    readOnly,
  });
  const { errors } = form.formState;
  const giftType = Number(useWatch({ control: form.control, name: 'discount.type' })) as AutoGiftType;
  const triggerType = useWatch({ control: form.control, name: 'trigger.type' });
  const expiryType = Number(useWatch({ control: form.control, name: 'expires.type' })) as CampaignExpiryType;

  const save = useDraftPublish({ form, saveWith });

  return (
    <form
      aria-label="Gift card campaign"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <Stack as="fieldset" gap={3} {...{ disabled: readOnly }}>
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} autoComplete="off" />
        </Field>
        <section aria-label="Gift card">
          <Stack gap={2}>
            <h3>Gift card</h3>
            <Grid columns={2} gap={2}>
              <Field label="Gift type">
                <FormSelect
                  control={form.control}
                  name="discount.type"
                  numeric
                  options={GIFT_TYPE_OPTIONS}
                  onValueChange={(value) =>
                    // Each type starts at a plain amount: $10.00 (minor units), or 10 %.
                    form.setValue('discount.value', Number(value) === AUTO_GIFT_TYPES.value ? 1000 : 10, {
                      shouldDirty: true,
                    })
                  }
                />
              </Field>
              <Field
                label={giftType === AUTO_GIFT_TYPES.value ? 'Value' : 'Percent'}
                required
                error={errors.discount?.value?.message}
              >
                <PercentOrMoneyInput
                  control={form.control}
                  name="discount.value"
                  percent={giftType !== AUTO_GIFT_TYPES.value}
                  currency={format.currency}
                />
              </Field>
            </Grid>
            {giftType === AUTO_GIFT_TYPES.value_percent ? (
              <Field label="Maximum value" hint="0: no maximum." error={errors.discount?.max_value?.message}>
                <FormMoneyInput control={form.control} name="discount.max_value" currency={format.currency} />
              </Field>
            ) : null}
          </Stack>
        </section>
        <section aria-label="Trigger">
          <Stack gap={2}>
            <h3>Trigger</h3>
            <Field label="Issue a card for a paid order with">
              <FormSelect control={form.control} name="trigger.type" options={TRIGGER_OPTIONS} />
            </Field>
            {triggerType === 'products' ? (
              <Field
                label="Product ids"
                hint="Separated by commas."
                error={errors.trigger?.products?.message}
              >
                <Controller
                  control={form.control}
                  name="trigger.products"
                  render={({ field }) => (
                    <Input
                      ref={field.ref}
                      name={field.name}
                      defaultValue={(field.value ?? []).join(', ')}
                      onChange={(event) => field.onChange(productIds(event.target.value))}
                    />
                  )}
                />
              </Field>
            ) : (
              <Field
                label="Order total of at least"
                hint="0: every paid order."
                error={errors.trigger?.min_total?.message}
              >
                <FormMoneyInput control={form.control} name="trigger.min_total" currency={format.currency} />
              </Field>
            )}
          </Stack>
        </section>
        <section aria-label="Expiry">
          <Stack gap={2}>
            <h3>Expiry</h3>
            <Grid columns={2} gap={2}>
              <Field label="Cards expire">
                <FormSelect control={form.control} name="expires.type" numeric options={EXPIRY_OPTIONS} />
              </Field>
              {expiryType === CAMPAIGN_EXPIRY_TYPES.date ? (
                <Field label="Expiry date" required error={errors.expires?.date?.message}>
                  <FormDateInput
                    control={form.control}
                    name="expires.date"
                    empty={null}
                    invalidMessage={GIFT_CODES_MESSAGES.expiryInvalid}
                  />
                </Field>
              ) : (
                <Field label="Days after issue" required error={errors.expires?.days?.message}>
                  <FormNumberInput control={form.control} name="expires.days" min={1} decimals={0} />
                </Field>
              )}
            </Grid>
          </Stack>
        </section>
        <section aria-label="E-mail">
          <Stack gap={2}>
            <h3>E-mail</h3>
            <Field
              label="E-mail subject"
              hint="Placeholders: {gift_value}, {gift_code}."
              required
              error={errors.email?.subject?.message}
            >
              <Input {...form.register('email.subject')} autoComplete="off" />
            </Field>
            <Field label="E-mail message" error={errors.email?.html?.message}>
              <Textarea rows={4} {...form.register('email.html')} />
            </Field>
          </Stack>
        </section>
      </Stack>
      <Stack gap={3}>
        {panel.item ? <CampaignStatistics campaign={panel.item} /> : null}
        <FormErrors messages={otherErrors} />
        <DraftPublishButtons
          panel={panel}
          readOnly={readOnly}
          canDelete={canDelete}
          onPublish={() => void save(true)}
          onDelete={() => void remove()}
          deleting={removal.isPending}
          deleteLabel="Delete campaign"
        />
      </Stack>
    </form>
  );
}
