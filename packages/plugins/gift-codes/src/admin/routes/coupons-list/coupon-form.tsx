import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { FormCheckbox, FormDateInput, FormSelect, useFormat, usePanelForm } from '@storeroom/core';
import type { GridPanelContext } from '@storeroom/core';
import {
  Button,
  Card,
  Checkbox,
  Field,
  FormErrors,
  Grid,
  IconButton,
  Inline,
  Input,
  MoneyInput,
  NumberInput,
  Stack,
} from '@storeroom/ui';
import {
  CONDITION_LABELS,
  COUPON_DISCOUNT_TYPES,
  COUPON_DISCOUNT_TYPE_LABELS,
  COUPON_RULE_TYPES,
  COUPON_RULE_TYPE_LABELS,
  GIFT_CODES_MESSAGES,
  conditionsOf,
  couponInputSchema,
  generateCode,
  todayIn,
} from '../../../contract';
import type { Coupon, CouponDiscountType, CouponInput, CouponRuleType } from '../../../contract';
import { coupons } from '../../data';
import { PercentOrMoneyInput } from '../../percent-or-money-input';
import { DraftPublishButtons, useDraftPublish } from '../../draft-publish';

type Values = CouponInput;

const DISCOUNT_TYPE_OPTIONS = COUPON_DISCOUNT_TYPES.map((value) => ({
  value,
  label: COUPON_DISCOUNT_TYPE_LABELS[value],
}));
const RULE_TYPE_OPTIONS = COUPON_RULE_TYPES.map((value) => ({
  value,
  label: COUPON_RULE_TYPE_LABELS[value],
}));

function initialValues(coupon: Coupon | undefined, today: string): Values {
  return {
    is_draft: coupon?.is_draft ?? true,
    discount: {
      type: coupon?.discount.type ?? 'percent_off',
      // A new coupon starts with a generated code (spec 3 §5); "Generate" makes another.
      code: coupon?.discount.code ?? generateCode(),
      value: coupon?.discount.value ?? 10,
    },
    limit: {
      can_be_combined: coupon?.limit.can_be_combined ?? false,
      usage_total: coupon?.limit.usage_total ?? 0,
      usage_per_customer: coupon?.limit.usage_per_customer ?? 0,
    },
    // spec 3 §5: the start defaults to today; no end means the coupon never expires.
    valid: { start: coupon?.valid.start ?? today, end: coupon?.valid.end ?? null },
    rules: coupon?.rules.map((rule) => ({ ...rule })) ?? [],
  };
}

/**
 * A usage limit (spec 3 §5): on only when its value is greater than 0. Ticking it starts at 1;
 * unticking sends 0 (no limit).
 */
function UsageLimit({
  control,
  name,
  label,
  error,
}: {
  control: Control<Values>;
  name: 'limit.usage_total' | 'limit.usage_per_customer';
  label: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const on = (field.value ?? 0) > 0;
        return (
          <Stack gap={1}>
            <Checkbox
              label={label}
              checked={on}
              onCheckedChange={(checked) => field.onChange(checked === true ? 1 : 0)}
            />
            {on ? (
              <Field label={`${label}: number of uses`} error={error}>
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  min={1}
                  decimals={0}
                  value={field.value ?? 0}
                  onValueChange={(value) => field.onChange(value ?? 0)}
                />
              </Field>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}

function RuleRow({
  control,
  index,
  currency,
  onRemove,
  setCondition,
  error,
}: {
  control: Control<Values>;
  index: number;
  currency: string;
  onRemove: () => void;
  setCondition: (type: CouponRuleType) => void;
  error: { condition?: string; value?: string };
}) {
  const type = (useWatch({ control, name: `rules.${index}.type` }) ?? 'product_title') as CouponRuleType;
  const conditionOptions = conditionsOf(type).map((value) => ({ value, label: CONDITION_LABELS[value] }));
  return (
    <Card
      role="group"
      title={`Rule ${index + 1}`}
      headingLevel={4}
      actions={
        <IconButton
          label={`Remove rule ${index + 1}`}
          icon={<span aria-hidden="true">×</span>}
          variant="ghost"
          onClick={onRemove}
        />
      }
    >
      <Grid columns={3} gap={2}>
        <Field label="Rule type">
          <FormSelect
            control={control}
            name={`rules.${index}.type`}
            options={RULE_TYPE_OPTIONS}
            // Order total compares amounts, the others text: start at the type's first condition.
            onValueChange={(value) => setCondition(value as CouponRuleType)}
          />
        </Field>
        <Field label="Condition" error={error.condition}>
          <FormSelect control={control} name={`rules.${index}.condition`} options={conditionOptions} />
        </Field>
        <Field label="Value" required error={error.value}>
          <Controller
            control={control}
            name={`rules.${index}.value`}
            render={({ field }) =>
              type === 'order_total' ? (
                <MoneyInput
                  ref={field.ref}
                  name={field.name}
                  currency={currency}
                  value={field.value === '' ? null : Number(field.value)}
                  onValueChange={(value) => field.onChange(value === null ? '' : String(value))}
                />
              ) : (
                <Input
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                />
              )
            }
          />
        </Field>
      </Grid>
    </Card>
  );
}

/**
 * The side panel's form of a coupon (spec 3 §3 Coupon): code (generated or typed), discount
 * type and amount, dates typed MM/DD/YYYY or picked from the calendar (sent YYYY-MM-DD), usage
 * limits, combinable, rules. "Save draft" stays on the panel; "Publish" saves it published and
 * goes back to the list with a message (spec 3 §4). Limited access shows it read-only.
 */
export function CouponForm({
  panel,
  readOnly,
  canDelete,
}: {
  panel: GridPanelContext<Coupon>;
  readOnly: boolean;
  canDelete: boolean;
}) {
  const format = useFormat();
  const removal = coupons.useRemove();
  // The generic question of a deletion (spec 3 §8); the grid loses the row, the panel closes.
  const {
    form,
    saveWith,
    remove,
    errors: otherErrors,
  } = usePanelForm({
    panel,
    schema: couponInputSchema,
    values: (item) => initialValues(item, todayIn(format.timeZone)),
    messages: { saved: GIFT_CODES_MESSAGES.saved, deleted: GIFT_CODES_MESSAGES.couponDeleted },
    remove: (id) => removal.mutateAsync(id as number),
    readOnly,
  });
  const { errors } = form.formState;
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const discountType = useWatch({ control: form.control, name: 'discount.type' }) as CouponDiscountType;

  const save = useDraftPublish({ form, saveWith });

  return (
    <form
      aria-label="Coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      {/* Limited access: every control read-only at once (a disabled fieldset). */}
      <Stack as="fieldset" gap={3} {...{ disabled: readOnly }}>
        <Stack gap={3}>
          <Field label="Code" required error={errors.discount?.code?.message}>
            <Inline gap={2}>
              <Input {...form.register('discount.code')} autoComplete="off" />
              {readOnly ? null : (
                <Button
                  onClick={() =>
                    form.setValue('discount.code', generateCode(), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                >
                  Generate
                </Button>
              )}
            </Inline>
          </Field>
          <Grid columns={2} gap={2}>
            <Field label="Discount type">
              <FormSelect
                control={form.control}
                name="discount.type"
                options={DISCOUNT_TYPE_OPTIONS}
                onValueChange={(value) =>
                  // Each type starts at a plain amount: 10 %, $10.00 (minor units), nothing for free shipping.
                  form.setValue(
                    'discount.value',
                    value === 'free_shipping' ? 0 : value === 'percent_off' ? 10 : 1000,
                    { shouldDirty: true },
                  )
                }
              />
            </Field>
            {discountType === 'free_shipping' ? null : (
              <Field
                label={discountType === 'percent_off' ? 'Percent off' : 'Amount off'}
                required
                error={errors.discount?.value?.message}
              >
                <PercentOrMoneyInput
                  control={form.control}
                  name="discount.value"
                  percent={discountType === 'percent_off'}
                  currency={format.currency}
                />
              </Field>
            )}
          </Grid>
          <Grid columns={2} gap={2}>
            <Field label="Start date" error={errors.valid?.start?.message}>
              <FormDateInput control={form.control} name="valid.start" />
            </Field>
            <Field label="End date" hint="Empty: never expires." error={errors.valid?.end?.message}>
              <FormDateInput control={form.control} name="valid.end" empty={null} />
            </Field>
          </Grid>
          <section aria-label="Limits">
            <Stack gap={2}>
              <h3>Limits</h3>
              <UsageLimit
                control={form.control}
                name="limit.usage_total"
                label="Limit the total number of uses"
                error={errors.limit?.usage_total?.message}
              />
              <UsageLimit
                control={form.control}
                name="limit.usage_per_customer"
                label="Limit the uses per customer"
                error={errors.limit?.usage_per_customer?.message}
              />
              <FormCheckbox
                control={form.control}
                name="limit.can_be_combined"
                label="Can be combined with other coupons"
              />
            </Stack>
          </section>
          <section aria-label="Rules">
            <Stack gap={2}>
              <h3>Rules</h3>
              {rules.fields.length === 0 ? <p>Every order qualifies.</p> : null}
              {rules.fields.map((field, index) => (
                <RuleRow
                  key={field.id}
                  control={form.control}
                  index={index}
                  currency={format.currency}
                  onRemove={() => rules.remove(index)}
                  setCondition={(type) =>
                    form.setValue(`rules.${index}.condition`, conditionsOf(type)[0]!, { shouldDirty: true })
                  }
                  error={{
                    condition: errors.rules?.[index]?.condition?.message,
                    value: errors.rules?.[index]?.value?.message,
                  }}
                />
              ))}
              {readOnly ? null : (
                <div>
                  <Button
                    onClick={() => rules.append({ type: 'product_title', condition: 'contains', value: '' })}
                  >
                    Add rule
                  </Button>
                </div>
              )}
            </Stack>
          </section>
        </Stack>
      </Stack>
      <Stack gap={2}>
        <FormErrors messages={otherErrors} />
        <DraftPublishButtons
          panel={panel}
          readOnly={readOnly}
          canDelete={canDelete}
          onPublish={() => void save(true)}
          onDelete={() => void remove()}
          deleting={removal.isPending}
          deleteLabel="Delete coupon"
        />
      </Stack>
    </form>
  );
}
