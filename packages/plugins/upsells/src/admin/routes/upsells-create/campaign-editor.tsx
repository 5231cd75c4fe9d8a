import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  applyServerErrors,
  can,
  errorMessages,
  useFormat,
  usePrincipal,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
} from '@storeroom/core';
import {
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Field,
  FileUpload,
  FormErrors,
  Inline,
  Input,
  MoneyInput,
  NumberInput,
  Page,
  Select,
  Stack,
  Textarea,
} from '@storeroom/ui';
import {
  FREQUENCY_CAP_UNIT_LABELS,
  FREQUENCY_CAP_UNIT_NAMES,
  MATCHING_LEVEL_LABELS,
  MATCHING_LEVEL_TYPES,
  NEW_CAMPAIGN_DEFAULTS,
  NEW_UPSELL_EXCEPTION,
  UPSELLS_MESSAGES,
  UPSELLS_SUBJECT,
  UPSELL_DISCOUNT_TYPES,
  UPSELL_IMAGE_ACCEPT,
  UPSELL_DISCOUNT_TYPE_LABELS,
  UPSELL_EXCEPTION_CONDITIONS,
  UPSELL_EXCEPTION_CONDITION_LABELS,
  UPSELL_PLACEHOLDERS,
  UPSELL_TYPE_INFO,
  fillUpsellPlaceholders,
  upsellInputSchema,
  upsellStepTitle,
} from '../../../contract';
import { TargetingCard } from './targeting-card';
import type {
  FrequencyCapUnit,
  Upsell,
  UpsellDiscountType,
  UpsellExceptionCondition,
  UpsellInput,
  UpsellType,
} from '../../../contract';
import { bumpCategories, campaigns, useUploadUpsellImage } from '../../data';
import { ProductPicker, useProductNames } from './product-picker';

type Values = Required<Omit<UpsellInput, 'type'>> & { type: UpsellType };

function valuesOf(type: UpsellType, item: Upsell | undefined): Values {
  if (!item) return { type, title: '', ...NEW_CAMPAIGN_DEFAULTS };
  const { id: _id, active: _a, builder_theme_id: _b, created_at: _c, statistics: _s, ...rest } = item;
  return rest;
}

const discountTypeOptions = UPSELL_DISCOUNT_TYPES.map((value) => ({
  value,
  label: UPSELL_DISCOUNT_TYPE_LABELS[value],
}));
const unitOptions = FREQUENCY_CAP_UNIT_NAMES.map((value) => ({
  value,
  label: FREQUENCY_CAP_UNIT_LABELS[value],
}));
const conditionOptions = UPSELL_EXCEPTION_CONDITIONS.map((value) => ({
  value,
  label: UPSELL_EXCEPTION_CONDITION_LABELS[value],
}));

/**
 * The campaign editor (spec 3 §2): `?type=slug` creates a campaign of that type, `?id=` edits
 * one. The sections are the type's (trigger products with exceptions, discount with the
 * placeholders previewed, timer and timer bar, messages, offers, order bumps, steps, limits).
 * A created one-click upsell goes to its template choice (spec 3 §4).
 */
export function CampaignEditor({ type, item }: { type: UpsellType; item: Upsell | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const format = useFormat();
  const principal = usePrincipal();
  const isNew = item === undefined;
  const readOnly = principal === null || !can(principal, UPSELLS_SUBJECT, isNew ? 'create' : 'update');
  const create = campaigns.useCreate();
  const update = campaigns.useUpdate();
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(upsellInputSchema, { defaultValues: valuesOf(type, item) });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty && !readOnly);
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (next !== null && !isDirty) void navigate(next, { replace: true });
  }, [next, isDirty, navigate]);

  const sections = UPSELL_TYPE_INFO[type].sections;
  const has = (s: (typeof sections)[number]) => sections.includes(s);
  const values = form.watch() as Values;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    form.setValue(key as never, value as never, { shouldDirty: true });

  const discountText =
    values.discount.type === 'percent' ? `${values.discount.value}%` : format.money(values.discount.value);
  const preview = (text: string) =>
    fillUpsellPlaceholders(text, { discount_value: discountText, expires: `${values.timer.minutes}:00` });
  const triggerNames = useProductNames(values.trigger.products);
  const stepNames = useProductNames(values.upsell_steps.map((s) => s.product_id));

  const submit = form.handleSubmit(async (parsed) => {
    setOther([]);
    try {
      if (isNew) {
        const created = await create.mutateAsync(parsed);
        form.reset(form.getValues());
        toast.success(UPSELLS_MESSAGES.created(created.title));
        setNext(
          created.type === 'one-click-upsell'
            ? `/admin/upsells/ocu-templates?id=${created.id}`
            : `/admin/upsells/create?id=${created.id}`,
        );
      } else {
        const { type: _type, ...body } = parsed;
        const saved = await update.mutateAsync({ id: item.id, body });
        form.reset(valuesOf(type, saved));
        toast.success(UPSELLS_MESSAGES.saved(saved.title));
      }
    } catch (error) {
      setOther(applyServerErrors(form, error));
    }
  });

  const err = (path: string) => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <Page title={isNew ? `New campaign: ${UPSELL_TYPE_INFO[type].label}` : item.title} width="narrow">
      <p>
        <RouterLink to="/admin/upsells">All campaigns</RouterLink>
        {isNew ? (
          <>
            {' · '}
            <RouterLink to="/admin/upsells/create">Choose another type</RouterLink>
          </>
        ) : null}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upsell campaign">
        <Stack gap={3}>
          <Field
            label="Title"
            required
            error={errors.title?.message}
            hint={`Placeholders: ${UPSELL_PLACEHOLDERS.join(', ')}`}
          >
            <Input {...form.register('title')} readOnly={readOnly} maxLength={200} />
          </Field>
          {values.title.includes('{') ? <p aria-label="Title preview">{preview(values.title)}</p> : null}
          <Controller
            control={form.control}
            name="is_draft"
            render={({ field }) => (
              <Checkbox
                label="Draft"
                checked={field.value ?? true}
                disabled={readOnly}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />

          {has('trigger') ? (
            <Card title="Trigger products" headingLevel={2}>
              <ProductPicker
                label="Trigger products"
                value={values.trigger.products}
                readOnly={readOnly}
                onChange={(products) =>
                  set('trigger', {
                    products,
                    exceptions: values.trigger.exceptions.filter((e) => products.includes(e.product_id)),
                  })
                }
              />
              <Stack as="ul" gap={1} aria-label="Exceptions">
                {values.trigger.exceptions.map((exception, i) => (
                  <li key={i}>
                    <Inline gap={2}>
                      <Select
                        aria-label={`Exception ${i + 1} product`}
                        options={values.trigger.products.map((id) => ({
                          value: String(id),
                          label: triggerNames.get(id) ?? `Product #${id}`,
                        }))}
                        value={String(exception.product_id)}
                        disabled={readOnly}
                        onValueChange={(v) =>
                          set('trigger', {
                            ...values.trigger,
                            exceptions: values.trigger.exceptions.map((e, j) =>
                              j === i ? { ...e, product_id: Number(v) } : e,
                            ),
                          })
                        }
                      />
                      <Select
                        aria-label={`Exception ${i + 1} condition`}
                        options={conditionOptions}
                        value={exception.condition}
                        disabled={readOnly}
                        onValueChange={(v) =>
                          set('trigger', {
                            ...values.trigger,
                            exceptions: values.trigger.exceptions.map((e, j) =>
                              j === i ? { ...e, condition: v as UpsellExceptionCondition } : e,
                            ),
                          })
                        }
                      />
                      <NumberInput
                        aria-label={`Exception ${i + 1} value`}
                        value={exception.value}
                        min={0}
                        readOnly={readOnly}
                        onValueChange={(v) =>
                          set('trigger', {
                            ...values.trigger,
                            exceptions: values.trigger.exceptions.map((e, j) =>
                              j === i ? { ...e, value: v ?? 0 } : e,
                            ),
                          })
                        }
                      />
                      {readOnly ? null : (
                        <Button
                          variant="ghost"
                          onClick={() =>
                            set('trigger', {
                              ...values.trigger,
                              exceptions: values.trigger.exceptions.filter((_, j) => j !== i),
                            })
                          }
                        >
                          Remove exception
                        </Button>
                      )}
                    </Inline>
                  </li>
                ))}
              </Stack>
              {readOnly || values.trigger.products.length === 0 ? null : (
                <Button
                  onClick={() =>
                    set('trigger', {
                      ...values.trigger,
                      exceptions: [
                        ...values.trigger.exceptions,
                        { product_id: values.trigger.products[0]!, ...NEW_UPSELL_EXCEPTION },
                      ],
                    })
                  }
                >
                  Add exception
                </Button>
              )}
            </Card>
          ) : null}

          {has('matching') ? (
            <Card
              title="Matching levels"
              headingLevel={2}
              description="How the recommended products are found."
            >
              <Stack gap={1}>
                {MATCHING_LEVEL_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    label={MATCHING_LEVEL_LABELS[type]}
                    checked={values.matching_levels.some((l) => l.type === type && l.enabled)}
                    disabled={readOnly}
                    onCheckedChange={(checked) =>
                      set(
                        'matching_levels',
                        MATCHING_LEVEL_TYPES.map((t) => ({
                          type: t,
                          enabled:
                            t === type
                              ? checked === true
                              : values.matching_levels.some((l) => l.type === t && l.enabled),
                        })),
                      )
                    }
                  />
                ))}
              </Stack>
            </Card>
          ) : null}

          {has('discount') ? (
            <Card title="Discount" headingLevel={2}>
              <Inline gap={2}>
                <Field label="Discount type">
                  <Select
                    options={discountTypeOptions}
                    value={values.discount.type}
                    disabled={readOnly}
                    onValueChange={(v) =>
                      set('discount', { ...values.discount, type: v as UpsellDiscountType })
                    }
                  />
                </Field>
                <Field label="Discount value" error={err('discount.value')}>
                  {values.discount.type === 'amount' ? (
                    <MoneyInput
                      currency={format.currency}
                      value={values.discount.value}
                      readOnly={readOnly}
                      onValueChange={(v) => set('discount', { ...values.discount, value: v ?? 0 })}
                    />
                  ) : (
                    <NumberInput
                      value={values.discount.value}
                      min={0}
                      max={100}
                      suffix="%"
                      readOnly={readOnly}
                      onValueChange={(v) => set('discount', { ...values.discount, value: v ?? 0 })}
                    />
                  )}
                </Field>
              </Inline>
              <p>
                {'{discount_value}'} shows as <strong>{discountText}</strong>.
              </p>
            </Card>
          ) : null}

          {has('offers') ? (
            <Card
              title="Offers"
              headingLevel={2}
              description="Buy this many items or more, get this discount."
            >
              <Stack as="ul" gap={1} aria-label="Offers">
                {values.discount.offers.map((offer, i) => (
                  <li key={i}>
                    <Inline gap={2}>
                      <NumberInput
                        aria-label={`Offer ${i + 1} items`}
                        value={offer.items}
                        min={1}
                        readOnly={readOnly}
                        onValueChange={(v) =>
                          set('discount', {
                            ...values.discount,
                            offers: values.discount.offers.map((o, j) =>
                              j === i ? { ...o, items: v ?? 1 } : o,
                            ),
                          })
                        }
                      />
                      <NumberInput
                        aria-label={`Offer ${i + 1} value`}
                        value={offer.value}
                        min={0}
                        readOnly={readOnly}
                        onValueChange={(v) =>
                          set('discount', {
                            ...values.discount,
                            offers: values.discount.offers.map((o, j) =>
                              j === i ? { ...o, value: v ?? 0 } : o,
                            ),
                          })
                        }
                      />
                      {readOnly ? null : (
                        <Button
                          variant="ghost"
                          onClick={() =>
                            set('discount', {
                              ...values.discount,
                              offers: values.discount.offers.filter((_, j) => j !== i),
                            })
                          }
                        >
                          Remove offer
                        </Button>
                      )}
                    </Inline>
                  </li>
                ))}
              </Stack>
              {readOnly ? null : (
                <Button
                  onClick={() =>
                    set('discount', {
                      ...values.discount,
                      offers: [...values.discount.offers, { items: 2, value: values.discount.value }],
                    })
                  }
                >
                  Add offer
                </Button>
              )}
            </Card>
          ) : null}

          {has('timer') ? (
            <Card title="Timer" headingLevel={2}>
              <Field label="Timer message" hint={`Placeholders: ${UPSELL_PLACEHOLDERS.join(', ')}`}>
                <Input {...form.register('timer.message')} readOnly={readOnly} />
              </Field>
              <Field label="Minutes" error={err('timer.minutes')}>
                <NumberInput
                  value={values.timer.minutes}
                  min={1}
                  readOnly={readOnly}
                  onValueChange={(v) => set('timer', { ...values.timer, minutes: v ?? 1 })}
                />
              </Field>
              <p aria-label="Timer preview">{preview(values.timer.message)}</p>
              <Checkbox
                label="Show the timer bar"
                checked={values.timer_bar.enabled}
                disabled={readOnly}
                onCheckedChange={(checked) =>
                  set('timer_bar', { ...values.timer_bar, enabled: checked === true })
                }
              />
              {values.timer_bar.enabled ? (
                <>
                  <Field label="Timer bar message">
                    <Input {...form.register('timer_bar.message')} readOnly={readOnly} />
                  </Field>
                  <Inline gap={2}>
                    <Field label="Background colour" error={err('timer_bar.background_color')}>
                      <ColorPicker
                        value={values.timer_bar.background_color}
                        disabled={readOnly}
                        onValueChange={(c) => set('timer_bar', { ...values.timer_bar, background_color: c })}
                      />
                    </Field>
                    <Field label="Text colour" error={err('timer_bar.text_color')}>
                      <ColorPicker
                        value={values.timer_bar.text_color}
                        disabled={readOnly}
                        onValueChange={(c) => set('timer_bar', { ...values.timer_bar, text_color: c })}
                      />
                    </Field>
                  </Inline>
                  {/* The bar as the storefront draws it: its colours are the merchant's data. */}
                  <p
                    aria-label="Timer bar preview"
                    style={{
                      background: values.timer_bar.background_color,
                      color: values.timer_bar.text_color,
                      padding: '0.5rem',
                    }}
                  >
                    {preview(values.timer_bar.message)}
                  </p>
                </>
              ) : null}
            </Card>
          ) : null}

          {has('message') ? (
            <Card title="Message" headingLevel={2}>
              <Field label="Message" hint={`Placeholders: ${UPSELL_PLACEHOLDERS.join(', ')}`}>
                <Textarea {...form.register('message.message')} readOnly={readOnly} rows={3} />
              </Field>
              <p aria-label="Message preview">{preview(values.message.message)}</p>
              <Field label="Button text">
                <Input {...form.register('message.button_text')} readOnly={readOnly} />
              </Field>
              <Inline gap={2}>
                <Field label="Button background" error={err('message.button_background')}>
                  <ColorPicker
                    value={values.message.button_background}
                    disabled={readOnly}
                    onValueChange={(c) => set('message', { ...values.message, button_background: c })}
                  />
                </Field>
                <Field label="Button text colour" error={err('message.button_color')}>
                  <ColorPicker
                    value={values.message.button_color}
                    disabled={readOnly}
                    onValueChange={(c) => set('message', { ...values.message, button_color: c })}
                  />
                </Field>
              </Inline>
            </Card>
          ) : null}

          {has('upsell') ? (
            <UpsellMessage
              values={values}
              set={set}
              readOnly={readOnly}
              messageField={form.register('upsell_message.message')}
              imageError={err('upsell_message.image')}
            />
          ) : null}

          {has('frequency') ? (
            <Card
              title="Frequency cap"
              headingLevel={2}
              description="How often one visitor sees the campaign."
            >
              <Inline gap={2}>
                {values.frequency_cap.type === 'lifetime' ? null : (
                  <Field label="Show again after" hint="0: no cap." error={err('frequency_cap.size')}>
                    <NumberInput
                      value={values.frequency_cap.size}
                      min={0}
                      readOnly={readOnly}
                      onValueChange={(v) => set('frequency_cap', { ...values.frequency_cap, size: v ?? 0 })}
                    />
                  </Field>
                )}
                <Field label="Unit" error={err('frequency_cap.type')}>
                  <Select
                    options={unitOptions}
                    value={values.frequency_cap.type}
                    disabled={readOnly}
                    onValueChange={(v) =>
                      set('frequency_cap', { ...values.frequency_cap, type: v as FrequencyCapUnit })
                    }
                  />
                </Field>
              </Inline>
              {values.frequency_cap.type === 'lifetime' ? <p>Each visitor sees it once.</p> : null}
            </Card>
          ) : null}

          {has('bumps') ? (
            <OrderBumps values={values} set={set} readOnly={readOnly} error={err('category')} />
          ) : null}

          {has('steps') ? (
            <Card
              title="Steps"
              headingLevel={2}
              description="A one-click upsell runs only with at least one step."
            >
              <ProductPicker
                label="Step products"
                value={values.upsell_steps.map((s) => s.product_id)}
                readOnly={readOnly}
                onChange={(ids) =>
                  set(
                    'upsell_steps',
                    ids.map(
                      (product_id) =>
                        values.upsell_steps.find((s) => s.product_id === product_id) ?? {
                          product_id,
                          title: '',
                        },
                    ),
                  )
                }
              />
              {values.upsell_steps.length > 0 ? (
                <Stack as="ol" gap={1} aria-label="Step titles">
                  {values.upsell_steps.map((step, i) => (
                    <li key={step.product_id}>
                      <Field
                        label={`Step ${i + 1} title`}
                        hint={`Empty: “${upsellStepTitle({ title: '' }, i)}”.`}
                        error={err(`upsell_steps.${i}.title`)}
                      >
                        <Input
                          value={step.title}
                          readOnly={readOnly}
                          maxLength={200}
                          placeholder={stepNames.get(step.product_id) ?? ''}
                          onChange={(e) =>
                            set(
                              'upsell_steps',
                              values.upsell_steps.map((s, j) =>
                                j === i ? { ...s, title: e.target.value } : s,
                              ),
                            )
                          }
                        />
                      </Field>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Card>
          ) : null}

          {has('targeting') ? (
            <TargetingCard
              value={values.targeting}
              onChange={(next) => set('targeting', next)}
              readOnly={readOnly}
              error={(path) => err(`targeting.${path}`)}
            />
          ) : null}

          {has('limits') ? (
            <Card title="Limits" headingLevel={2}>
              <Field label="Maximum discount" hint="0: no maximum." error={err('max_value')}>
                <MoneyInput
                  currency={format.currency}
                  value={values.max_value}
                  readOnly={readOnly}
                  onValueChange={(v) => set('max_value', v ?? 0)}
                />
              </Field>
              <Checkbox
                label="Allow stacking with other discounts"
                checked={values.allow_stacking}
                disabled={readOnly}
                onCheckedChange={(checked) => set('allow_stacking', checked === true)}
              />
            </Card>
          ) : null}

          <FormErrors messages={other} />
          {readOnly ? null : (
            <Inline gap={2}>
              <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
                {isNew ? 'Create campaign' : 'Save'}
              </Button>
              {!isNew && type === 'one-click-upsell' && item.builder_theme_id === null ? (
                <RouterLink className="sr-button" to={`/admin/upsells/ocu-templates?id=${item.id}`}>
                  Choose a template
                </RouterLink>
              ) : null}
            </Inline>
          )}
        </Stack>
      </form>
    </Page>
  );
}

/** Order bump products and their category (order-bump categories: pick, add, delete). */
function OrderBumps({
  values,
  set,
  readOnly,
  error,
}: {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  readOnly: boolean;
  error: string | undefined;
}) {
  const toast = useToast();
  const categories = bumpCategories.useList({ size: 200 });
  const createCategory = bumpCategories.useCreate();
  const removeCategory = bumpCategories.useRemove();
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const options = [
    { value: '', label: 'No category' },
    ...(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.title })),
  ];
  const addCategory = async () => {
    setProblems([]);
    try {
      const created = await createCategory.mutateAsync({ title });
      setTitle('');
      set('category', created.id);
    } catch (e) {
      setProblems(errorMessages(e));
    }
  };
  const deleteCategory = async () => {
    if (values.category === null) return;
    setProblems([]);
    try {
      await removeCategory.mutateAsync(values.category);
      set('category', null);
      toast.success('Category deleted.');
    } catch (e) {
      setProblems(errorMessages(e));
    }
  };
  return (
    <Card title="Order bumps" headingLevel={2}>
      <ProductPicker
        label="Order bump products"
        value={values.bump_products.map((b) => b.product_id)}
        readOnly={readOnly}
        onChange={(ids) =>
          set(
            'bump_products',
            ids.map(
              (product_id) =>
                values.bump_products.find((b) => b.product_id === product_id) ?? {
                  product_id,
                  on_click: 'add',
                },
            ),
          )
        }
      />
      <Field label="Category" error={error}>
        <Select
          options={options}
          value={values.category === null ? '' : String(values.category)}
          disabled={readOnly}
          onValueChange={(v) => set('category', v === '' ? null : Number(v))}
        />
      </Field>
      {categories.isError ? <FormErrors messages={[UPSELLS_MESSAGES.referencesError]} /> : null}
      {readOnly ? null : (
        <Inline gap={2}>
          <Field label="New category">
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </Field>
          <Button onClick={() => void addCategory()} loading={createCategory.isPending}>
            Add category
          </Button>
          {values.category !== null ? (
            <Button variant="danger" onClick={() => void deleteCategory()} loading={removeCategory.isPending}>
              Delete category
            </Button>
          ) : null}
        </Inline>
      )}
      <FormErrors messages={problems} />
    </Card>
  );
}

/**
 * The upsell's own message and image (spec 3 §3 upsell_message). The image is uploaded at once
 * through the files API as `upsell_image` (spec 3 §7); the campaign keeps its path on save.
 */
function UpsellMessage({
  values,
  set,
  readOnly,
  messageField,
  imageError,
}: {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  readOnly: boolean;
  messageField: UseFormRegisterReturn;
  imageError: string | undefined;
}) {
  const upload = useUploadUpsellImage();
  const [problems, setProblems] = useState<string[]>([]);
  const image = values.upsell_message.image;
  const uploadImage = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProblems([]);
    try {
      const uploaded = await upload.mutateAsync(file);
      set('upsell_message', { ...values.upsell_message, image: uploaded.path });
    } catch (error) {
      setProblems(errorMessages(error));
    }
  };
  return (
    <Card title="Upsell message" headingLevel={2}>
      <Field label="Upsell message" hint={`Placeholders: ${UPSELL_PLACEHOLDERS.join(', ')}`}>
        <Textarea {...messageField} readOnly={readOnly} rows={3} />
      </Field>
      {image ? <img src={image} alt="Upsell message artwork" height={80} /> : <p>No image.</p>}
      <FormErrors messages={[...(imageError ? [imageError] : []), ...problems]} />
      {readOnly ? null : (
        <Inline gap={2}>
          <FileUpload
            label={image ? 'Replace image' : 'Upload image'}
            accept={UPSELL_IMAGE_ACCEPT}
            maxFiles={1}
            previews={false}
            value={[]}
            disabled={upload.isPending}
            onValueChange={(files) => void uploadImage(files)}
            onReject={setProblems}
          />
          {image ? (
            <Button
              variant="ghost"
              onClick={() => set('upsell_message', { ...values.upsell_message, image: '' })}
            >
              Remove image
            </Button>
          ) : null}
        </Inline>
      )}
    </Card>
  );
}
