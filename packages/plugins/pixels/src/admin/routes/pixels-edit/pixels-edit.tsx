import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  FormCheckboxGroup,
  FormSelect,
  FormSwitch,
  applyServerErrors,
  errorMessages,
  useConfirm,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
  useRights,
} from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Card, EmptyState, Field, FormErrors, Input, Page, Spinner, Stack } from '@storeroom/ui';
import {
  PIXELS_EDIT_PATH,
  PIXELS_MESSAGES,
  PIXELS_PATH,
  PIXELS_SUBJECT,
  PIXEL_PAGES,
  PIXEL_PAGE_LABELS,
  PIXEL_POSITIONS,
  PIXEL_POSITION_LABELS,
  facebookPixelInputSchema,
  googlePixelInputSchema,
  pixelInputSchema,
} from '../../../contract';
import type { Pixel, PixelInput } from '../../../contract';
import { pixels, useDeletePixel, usePixelsStatus } from '../../data';
import { BuilderThemeWarning } from '../pixels-list/pixels-list';

const positionOptions = PIXEL_POSITIONS.map((value) => ({ value, label: PIXEL_POSITION_LABELS[value] }));
const PAGE_OPTIONS = PIXEL_PAGES.map((value) => ({ value, label: PIXEL_PAGE_LABELS[value] }));

/** The form: the contract's fields, each pixel kind behind its own switch. */
const formSchema = z
  .object({
    title: pixelInputSchema.shape.title,
    enabled: z.boolean(),
    position: z.enum(PIXEL_POSITIONS),
    pages: z.array(z.enum(PIXEL_PAGES)),
    has_facebook: z.boolean(),
    facebook: z.object({ code: z.string(), access_token: z.string() }),
    has_google: z.boolean(),
    google: z.object({ code: z.string() }),
  })
  .superRefine((values, ctx) => {
    // The contract's own checks of each part that is switched on (never restated).
    const parts = [
      [values.has_facebook, 'facebook', facebookPixelInputSchema.safeParse(values.facebook)],
      [values.has_google, 'google', googlePixelInputSchema.safeParse(values.google)],
    ] as const;
    for (const [on, name, result] of parts)
      if (on && !result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
  });
type Values = z.input<typeof formSchema>;

function valuesOf(pixel: Pixel | undefined): Values {
  return {
    title: pixel?.title ?? '',
    enabled: pixel?.enabled ?? true,
    position: pixel?.position ?? 'head',
    pages: pixel?.pages ?? [],
    has_facebook: pixel?.facebook != null,
    facebook: { code: pixel?.facebook?.code ?? '', access_token: '' },
    has_google: pixel?.google != null,
    google: { code: pixel?.google?.code ?? '' },
  };
}

function inputOf(values: Values): PixelInput {
  return {
    title: values.title,
    enabled: values.enabled,
    position: values.position,
    pages: values.pages,
    facebook: values.has_facebook ? values.facebook : null,
    google: values.has_google ? values.google : null,
  };
}

/** spec 2 §2 "edit pixel screen (query id)": `?id=` edits; none or `0` adds a pixel. */
export function PixelsEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '0';
  const isNew = id === '0' || id === '';
  const query = pixels.useItem(isNew ? null : id);
  if (!isNew && query.isPending) {
    return (
      <div role="status" aria-label="Loading pixel">
        <Spinner />
      </div>
    );
  }
  if (!isNew && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        tone="error"
        headingLevel={1}
        title={missing ? PIXELS_MESSAGES.notFound : 'Could not load the pixel'}
        description={errorMessages(query.error).join(' ')}
        action={<RouterLink to={PIXELS_PATH}>Back to Pixels</RouterLink>}
      />
    );
  }
  // Remount per pixel so the form starts from that pixel's values.
  return <PixelForm key={id} pixel={isNew ? undefined : query.data} />;
}

function PixelForm({ pixel }: { pixel: Pixel | undefined }) {
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const rights = useRights(PIXELS_SUBJECT);
  const status = usePixelsStatus();
  const isNew = pixel === undefined;
  // spec 2 §6: no new pixel while a builder theme is active (the server refuses it too).
  const blocked = isNew && status.data?.builder_theme_active === true;
  const readOnly = blocked || !(isNew ? rights.canCreate : rights.canEdit);
  const canDelete = !isNew && rights.canDelete;
  const create = pixels.useCreate();
  const update = pixels.useUpdate();
  const removal = useDeletePixel();
  const [other, setOther] = useState<string[]>([]);
  const form = useZodForm(formSchema, { defaultValues: valuesOf(pixel) });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  // Open the new pixel once the saved form is no longer dirty (or the leave guard would ask).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useEffect(() => {
    if (createdId !== null && !isDirty)
      void navigate(`${PIXELS_EDIT_PATH}?id=${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);
  const hasFacebook = form.watch('has_facebook');
  const hasGoogle = form.watch('has_google');

  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      if (isNew) {
        const created = await create.mutateAsync(inputOf(values));
        form.reset(values);
        toast.success(PIXELS_MESSAGES.created);
        setCreatedId(created.id);
      } else {
        const saved = await update.mutateAsync({ id: pixel.id, body: inputOf(values) });
        form.reset(valuesOf(saved));
        toast.success(PIXELS_MESSAGES.updated);
      }
    } catch (error) {
      // Server errors land on their fields; the input is kept.
      setOther(applyServerErrors(form, error));
    }
  });

  const remove = async () => {
    if (!pixel || !(await confirm(PIXELS_MESSAGES.confirmDelete))) return;
    try {
      await removal.mutateAsync(pixel.id);
      form.reset(form.getValues());
      toast.success(PIXELS_MESSAGES.deleted);
      void navigate(PIXELS_PATH, { replace: true });
    } catch (error) {
      setOther(errorMessages(error));
    }
  };

  const tokenSet = pixel?.facebook?.access_token_set === true;
  return (
    <Page
      title={isNew ? 'Add pixel' : pixel.title}
      width="narrow"
      back={
        <RouterLink to={PIXELS_PATH} className="sr-link" data-variant="muted">
          All pixels
        </RouterLink>
      }
      actions={
        canDelete ? (
          <Button variant="ghost" onClick={() => void remove()} loading={removal.isPending}>
            Delete pixel
          </Button>
        ) : null
      }
    >
      {blocked && status.data?.message ? <BuilderThemeWarning message={status.data.message} /> : null}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Pixel">
        <Stack gap={4}>
          <Card title="Pixel">
            <Stack gap={3}>
              <Field label="Title" required error={errors.title?.message}>
                <Input {...form.register('title')} readOnly={readOnly} maxLength={200} />
              </Field>
              <FormSwitch control={form.control} name="enabled" label="Enabled" disabled={readOnly} />
              <Field label="Position" error={errors.position?.message}>
                <FormSelect
                  control={form.control}
                  name="position"
                  options={positionOptions}
                  disabled={readOnly}
                />
              </Field>
              <FormCheckboxGroup
                control={form.control}
                name="pages"
                legend="Pages (none chosen: every page)"
                options={PAGE_OPTIONS}
                disabled={readOnly}
              />
            </Stack>
          </Card>
          <Card title="Facebook pixel">
            <Stack gap={3}>
              <FormSwitch
                control={form.control}
                name="has_facebook"
                label="Use a Facebook pixel"
                disabled={readOnly}
              />
              {hasFacebook ? (
                <>
                  <Field label="Facebook pixel ID" required error={errors.facebook?.code?.message}>
                    <Input {...form.register('facebook.code')} readOnly={readOnly} inputMode="numeric" />
                  </Field>
                  <Field
                    label="Access token"
                    hint={tokenSet ? 'Saved. Leave empty to keep it.' : 'Conversions API token (optional).'}
                    error={errors.facebook?.access_token?.message}
                  >
                    <Input
                      {...form.register('facebook.access_token')}
                      type="password"
                      autoComplete="new-password"
                      readOnly={readOnly}
                    />
                  </Field>
                </>
              ) : null}
            </Stack>
          </Card>
          <Card title="Google pixel">
            <Stack gap={3}>
              <FormSwitch
                control={form.control}
                name="has_google"
                label="Use a Google pixel"
                disabled={readOnly}
              />
              {hasGoogle ? (
                <Field label="Google tag ID" required error={errors.google?.code?.message}>
                  <Input {...form.register('google.code')} readOnly={readOnly} placeholder="G-XXXXXXX" />
                </Field>
              ) : null}
            </Stack>
          </Card>
          <FormErrors messages={other} />
          {readOnly ? null : (
            <div>
              <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
                Save
              </Button>
            </div>
          )}
        </Stack>
      </form>
    </Page>
  );
}
