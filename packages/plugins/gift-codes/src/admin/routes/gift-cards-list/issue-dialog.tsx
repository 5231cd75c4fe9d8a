import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FormDateInput,
  FormSelect,
  applyServerErrors,
  useFormat,
  useToast,
  useZodForm,
} from '@storeroom/core';
import { Button, Dialog, Field, FormErrors, Input } from '@storeroom/ui';
import {
  DEFAULT_GIFT_CARD_HTML,
  DEFAULT_GIFT_CARD_SUBJECT,
  GIFT_CARD_DISCOUNT_TYPES,
  GIFT_CARD_DISCOUNT_TYPE_LABELS,
  GIFT_CODES_MESSAGES,
  giftCardIssueSchema,
} from '../../../contract';
import type { GiftCardDiscountType, GiftCardIssue } from '../../../contract';
import { giftCards } from '../../data';
import { PercentOrMoneyInput } from '../../percent-or-money-input';

const EMPTY: GiftCardIssue = {
  discount: { type: GIFT_CARD_DISCOUNT_TYPES.value, value: 0 },
  issued: { for: '' },
  // spec 3 §5: an empty expiry is sent as '' (the card never expires).
  expires_at: '',
  is_draft: false,
  code: '',
  // spec 3 §9: the default subject, with the {gift_value} and {gift_code} placeholders.
  email: { subject: DEFAULT_GIFT_CARD_SUBJECT, html: DEFAULT_GIFT_CARD_HTML },
};

const TYPE_OPTIONS = Object.values(GIFT_CARD_DISCOUNT_TYPES).map((value) => ({
  value: String(value),
  label: GIFT_CARD_DISCOUNT_TYPE_LABELS[value],
}));

export interface IssueGiftCardDialogProps {
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The issue gift card modal (spec 3 §2): value, recipient e-mail, expiry (MM/DD/YYYY or
 * empty) and the e-mail's subject. The server mails the card to the recipient through the
 * outbox (it shows in the email log); the list shows the new card.
 */
export function IssueGiftCardDialog({ defaultOpen = false }: IssueGiftCardDialogProps) {
  const create = giftCards.useCreate();
  const toast = useToast();
  const format = useFormat();
  const [open, setOpen] = useState(defaultOpen);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useZodForm(giftCardIssueSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const type = Number(
    useWatch({ control: form.control, name: 'discount.type' }) ?? 0,
  ) as GiftCardDiscountType;

  const submit = form.handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await create.mutateAsync(values);
      toast.success(GIFT_CODES_MESSAGES.giftCardIssued);
      setOpen(false);
      form.reset(EMPTY);
    } catch (error) {
      // The user's input stays; field messages go under their fields.
      setOtherErrors(applyServerErrors(form, error));
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setOtherErrors([]);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="primary">Issue gift card</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Issue gift card"
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button type="submit" form="issue-gift-card-form" variant="primary" loading={create.isPending}>
              Issue
            </Button>
          </>
        }
      >
        <form
          id="issue-gift-card-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Issue gift card"
        >
          <Field label="Discount type">
            <FormSelect control={form.control} name="discount.type" numeric options={TYPE_OPTIONS} />
          </Field>
          <Field
            label={type === GIFT_CARD_DISCOUNT_TYPES.value ? 'Value' : 'Percent'}
            required
            error={errors.discount?.value?.message}
          >
            <PercentOrMoneyInput
              control={form.control}
              name="discount.value"
              percent={type !== GIFT_CARD_DISCOUNT_TYPES.value}
              currency={format.currency}
            />
          </Field>
          <Field label="Recipient e-mail" required error={errors.issued?.for?.message}>
            <Input type="email" autoComplete="off" {...form.register('issued.for')} />
          </Field>
          <Field label="Expires" hint="Empty: never expires." error={errors.expires_at?.message}>
            <FormDateInput
              control={form.control}
              name="expires_at"
              invalidMessage={GIFT_CODES_MESSAGES.expiryInvalid}
            />
          </Field>
          <Field
            label="E-mail subject"
            hint="{gift_value} and {gift_code} are filled in."
            error={errors.email?.subject?.message}
          >
            <Input {...form.register('email.subject')} />
          </Field>
          <FormErrors messages={otherErrors} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
