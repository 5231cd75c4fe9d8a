import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDateInput, useFormat, usePanelForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import { Button, Checkbox, DescriptionList, Field, FormErrors, Inline, Stack } from '@storeroom/ui';
import {
  GIFT_CARD_DISCOUNT_TYPES,
  GIFT_CARD_DISCOUNT_TYPE_LABELS,
  GIFT_CARD_TYPE_LABELS,
  GIFT_CODES_MESSAGES,
  giftCardUpdateSchema,
} from '../../../contract';
import type { GiftCard } from '../../../contract';
import { usDate } from '../../us-date';

const panelSchema = giftCardUpdateSchema.extend({ is_draft: z.boolean(), expires_at: z.string() });

/** A gift card's value as people read it: money for a value card, a percent otherwise. */
export function GiftValue({ card }: { card: GiftCard }) {
  const format = useFormat();
  return (
    <>
      {card.discount.type === GIFT_CARD_DISCOUNT_TYPES.value
        ? format.money(card.discount.value)
        : `${card.discount.value}%`}
    </>
  );
}

/**
 * The side panel of an issued gift card: what it is (code, value, balance, recipient, who
 * issued it, type) and what may change (published, expiry). Limited access reads it only.
 */
export function GiftCardPanel({ panel, readOnly }: { panel: GridPanelContext<GiftCard>; readOnly: boolean }) {
  const card = panel.item;
  const format = useFormat();
  const {
    form,
    submit,
    errors: otherErrors,
  } = usePanelForm({
    panel,
    schema: panelSchema,
    values: (item) => ({ is_draft: item?.is_draft ?? false, expires_at: item?.expires_at ?? '' }),
    messages: { saved: GIFT_CODES_MESSAGES.giftCardSaved },
    readOnly,
  });
  const { errors } = form.formState;
  if (!card) return null;

  return (
    <form aria-label="Gift card" noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={3}>
        <DescriptionList.Root
          items={[
            { term: 'Code', description: card.code },
            { term: 'Value', description: <GiftValue card={card} /> },
            {
              term: 'Balance',
              description:
                card.discount.type === GIFT_CARD_DISCOUNT_TYPES.value ? format.money(card.balance) : '—',
            },
            { term: 'Discount type', description: GIFT_CARD_DISCOUNT_TYPE_LABELS[card.discount.type] },
            { term: 'Issued for', description: card.issued.for },
            { term: 'Issued by', description: card.issued.by || '—' },
            { term: 'Type', description: GIFT_CARD_TYPE_LABELS[card.type] },
            { term: 'Created', description: format.date(card.created_at) },
            { term: 'Used', description: card.is_used ? 'Yes' : 'No' },
          ]}
        />
        {readOnly ? (
          <DescriptionList.Root
            items={[
              { term: 'Expires', description: card.expires_at ? usDate(card.expires_at) : 'Never' },
              { term: 'Published', description: card.is_draft ? 'No' : 'Yes' },
            ]}
          />
        ) : (
          <>
            <Field label="Expires" hint="Empty: never expires." error={errors.expires_at?.message}>
              <FormDateInput
                control={form.control}
                name="expires_at"
                invalidMessage={GIFT_CODES_MESSAGES.expiryInvalid}
              />
            </Field>
            <Controller
              control={form.control}
              name="is_draft"
              render={({ field }) => (
                <Checkbox
                  label="Published"
                  checked={!field.value}
                  onCheckedChange={(checked) => field.onChange(checked !== true)}
                />
              )}
            />
            {errors.is_draft?.message ? <FormErrors messages={[errors.is_draft.message]} /> : null}
          </>
        )}
        <FormErrors messages={otherErrors} />
        {readOnly ? null : (
          <Inline gap={2}>
            <Button type="submit" variant="primary" loading={panel.saving}>
              Save
            </Button>
          </Inline>
        )}
      </Stack>
    </form>
  );
}
