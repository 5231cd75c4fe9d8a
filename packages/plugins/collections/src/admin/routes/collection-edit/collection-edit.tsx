import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  applyServerErrors,
  errorMessages,
  ResourcePage,
  useConfirm,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
  useRights,
} from '@storeroom/core';
import {
  Button,
  Card,
  Field,
  FormErrors,
  ImageUpload,
  Inline,
  Input,
  NumberInput,
  RadioGroup,
  Spinner,
  Switch,
  Textarea,
} from '@storeroom/ui';
import {
  COLLECTION_IMAGE_MAX_BYTES,
  COLLECTION_MAX_IMAGES,
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  COLLECTIONS_MESSAGES,
  COLLECTIONS_SUBJECT,
  collectionInputSchema,
  slugify,
} from '../../../contract';
import type {
  CollectionImage,
  CollectionInput,
  CollectionItem,
  CollectionRuleInput,
  CollectionType,
} from '../../../contract';
import { collections, useCollectionProducts, useUploadImages } from '../../data';
import { ProductPicker } from './product-picker';
import { RulesEditor } from './rules-editor';

const typeOptions = COLLECTION_TYPES.map((value) => ({ value, label: COLLECTION_TYPE_LABELS[value] }));

/** `/admin/collections/create` (new) and `/admin/collections/create?id=N` (edit, spec 1 §2). */
export function CollectionEditPage() {
  const [params] = useSearchParams();
  return (
    <ResourcePage
      resource={collections}
      id={params.get('id')}
      noun="collection"
      backTo={{ href: '/admin/collections', label: 'Back to collections' }}
    >
      {(collection) => <CollectionEditor collection={collection} />}
    </ResourcePage>
  );
}

function formValues(collection?: CollectionItem): CollectionInput {
  return {
    title: collection?.title ?? '',
    seo_url: collection?.seo_url ?? '',
    seo_title: collection?.seo_title ?? '',
    description: collection?.description ?? '',
    images: collection?.images.map((i) => i.id) ?? [],
    is_draft: collection?.is_draft ?? true,
    type: collection?.type ?? 'manual',
    rules_match_condition: collection?.rules_match_condition ?? 'all',
    rules: collection?.rules ?? [],
    products: collection?.products ?? [],
    sort: collection?.sort ?? 0,
  };
}

function CollectionEditor({ collection }: { collection?: CollectionItem }) {
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const create = collections.useCreate();
  const update = collections.useUpdate();
  const removal = collections.useRemove();
  const uploadImages = useUploadImages();
  const rights = useRights(COLLECTIONS_SUBJECT);
  const isNew = collection === undefined;
  const readOnly = !(isNew ? rights.canCreate : rights.canEdit);
  const canDelete = !isNew && rights.canDelete;

  const form = useZodForm(collectionInputSchema, { defaultValues: formValues(collection) });
  const { errors, isDirty } = form.formState;
  const [images, setImages] = useState<CollectionImage[]>(collection?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // Spec 1 §5: seo_url follows the title until it is edited by hand (a saved one counts as edited).
  const [seoUrlEdited, setSeoUrlEdited] = useState(
    !isNew && collection.seo_url !== slugify(collection.title),
  );
  useUnsavedChangesGuard(isDirty);
  // A new collection moves to its edit address once saved (and no longer dirty, so the guard lets it go).
  const [createdId, setCreatedId] = useState<number | null>(null);
  useEffect(() => {
    if (createdId !== null && !isDirty)
      void navigate(`/admin/collections/create?id=${createdId}`, { replace: true });
  }, [createdId, isDirty, navigate]);
  // A deleted collection returns to the list once its form is no longer dirty.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted && !isDirty) void navigate('/admin/collections', { replace: true });
  }, [deleted, isDirty, navigate]);

  /** Deletes the collection after the question (spec 2 §8, Yes/No); a refusal says why. */
  const remove = async () => {
    if (isNew || !(await confirm(COLLECTIONS_MESSAGES.confirmDelete))) return;
    setOtherErrors([]);
    try {
      await removal.mutateAsync(collection.id);
      toast.success(COLLECTIONS_MESSAGES.deleted);
      form.reset(form.getValues());
      setDeleted(true);
    } catch (error) {
      setOtherErrors(errorMessages(error));
    }
  };

  // Manual: the picked products' names. By rules: what the saved rules match now.
  const members = useCollectionProducts(collection);

  const type = form.watch('type') ?? 'manual';
  const products = form.watch('products') ?? [];
  const rules = (form.watch('rules') ?? []) as CollectionRuleInput[];

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!seoUrlEdited) form.setValue('seo_url', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const seoUrlField = form.register('seo_url', {
    onChange: () => setSeoUrlEdited(true),
  });

  const switchType = async (next: CollectionType) => {
    if (next === type) return;
    // Spec 1 §4: manual → rules wipes the manual selection, so ask first.
    if (next === 'rules' && products.length > 0) {
      if (!(await confirm(COLLECTIONS_MESSAGES.confirmSwitchToRules))) return;
      form.setValue('products', [], { shouldDirty: true });
    }
    form.setValue('type', next, { shouldDirty: true });
    if (next === 'rules' && rules.length === 0)
      form.setValue('rules', [{ field: 'title', operator: 'contains', value: '' }], { shouldDirty: true });
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploadErrors([]);
    setUploading(true);
    try {
      const stored = await uploadImages(files);
      const next = [...images, ...stored.map(({ id, path }) => ({ id, path }))];
      setImages(next);
      form.setValue(
        'images',
        next.map((i) => i.id),
        { shouldDirty: true },
      );
    } catch (error) {
      setUploadErrors(errorMessages(error));
    } finally {
      setUploading(false);
    }
  };

  const removeImage = (imageId: number) => {
    const next = images.filter((i) => i.id !== imageId);
    setImages(next);
    form.setValue(
      'images',
      next.map((i) => i.id),
      { shouldDirty: true },
    );
  };

  const submit = form.handleSubmit(
    async (values) => {
      setOtherErrors([]);
      try {
        const item = isNew
          ? await create.mutateAsync(values)
          : await update.mutateAsync({ id: collection.id, body: values });
        toast.success(isNew ? COLLECTIONS_MESSAGES.created : COLLECTIONS_MESSAGES.updated);
        form.reset(formValues(item));
        if (isNew) setCreatedId(item.id);
      } catch (error) {
        const unplaced = applyServerErrors(form, error);
        setOtherErrors(unplaced);
        toast.error(COLLECTIONS_MESSAGES.formInvalid);
      }
    },
    () => toast.error(COLLECTIONS_MESSAGES.formInvalid),
  );

  // Rule messages by "index.part" for the rules editor (client and server errors alike).
  const ruleErrors: Record<string, string | undefined> = { '': errors.rules?.message };
  const ruleList = Array.isArray(errors.rules) ? errors.rules : [];
  ruleList.forEach((rule, index) => {
    if (!rule) return;
    for (const part of ['field', 'operator', 'value'] as const)
      ruleErrors[`${index}.${part}`] = (rule as Record<string, { message?: string } | undefined>)[part]
        ?.message;
  });
  const title = isNew ? 'New collection' : collection.title;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="collection-title">
      <RouterLink to="/admin/collections">Back to collections</RouterLink>
      <h1 id="collection-title">{title}</h1>
      <Card title="Collection">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...titleField} readOnly={readOnly} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea {...form.register('description')} readOnly={readOnly} rows={4} />
        </Field>
        <Field label="Sort order" error={errors.sort?.message}>
          <NumberInput
            value={form.watch('sort') ?? 0}
            decimals={0}
            min={0}
            max={1_000_000}
            readOnly={readOnly}
            onValueChange={(value) => form.setValue('sort', value ?? 0, { shouldDirty: true })}
          />
        </Field>
        <Switch
          label="Published"
          checked={!form.watch('is_draft')}
          onCheckedChange={(published) => form.setValue('is_draft', !published, { shouldDirty: true })}
          disabled={readOnly}
        />
      </Card>
      <Card title="Products">
        <RadioGroup
          label="Collection type"
          orientation="horizontal"
          options={typeOptions}
          value={type}
          onValueChange={(value) => void switchType(value as CollectionType)}
          disabled={readOnly}
        />
        {type === 'manual' ? (
          <ProductPicker
            value={products}
            onValueChange={(ids) => form.setValue('products', ids, { shouldDirty: true })}
            known={members.data?.items ?? []}
            readOnly={readOnly}
            error={errors.products?.message}
          />
        ) : (
          <RulesEditor
            match={form.watch('rules_match_condition') ?? 'all'}
            onMatchChange={(match) => form.setValue('rules_match_condition', match, { shouldDirty: true })}
            rules={rules}
            onRulesChange={(next) =>
              form.setValue('rules', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            errors={ruleErrors}
            readOnly={readOnly}
          />
        )}
        {type === 'rules' && collection?.type === 'rules' && members.data ? (
          <section aria-label="Matching products">
            <h3>Products matching the saved rules ({members.data._meta.totalCount})</h3>
            {members.data.items.length === 0 ? (
              <p>No products match these rules yet.</p>
            ) : (
              <ul>
                {members.data.items.map((product) => (
                  <li key={product.id}>{product.title}</li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </Card>
      <Card title="Images">
        {images.length === 0 ? (
          <p>No images yet.</p>
        ) : (
          <Inline as="ul" gap={2} wrap aria-label="Collection images">
            {images.map((image, index) => (
              <li key={image.id}>
                <img src={image.path} alt={`Cover ${index + 1}`} width={96} height={96} />
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => removeImage(image.id)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </Inline>
        )}
        {readOnly ? null : (
          <ImageUpload
            value={[]}
            onValueChange={(files) => void upload(files)}
            maxSize={COLLECTION_IMAGE_MAX_BYTES}
            maxFiles={COLLECTION_MAX_IMAGES}
            // Spec 1 §5: the collection image message, not the generic image one.
            messages={{ tooLarge: COLLECTIONS_MESSAGES.imageTooLarge }}
            disabled={uploading}
            hint="Up to 10 MB each."
          />
        )}
        {uploading ? (
          <div role="status" aria-label="Uploading images">
            <Spinner />
          </div>
        ) : null}
        <FormErrors
          messages={[...uploadErrors, ...(errors.images?.message ? [errors.images.message] : [])]}
        />
      </Card>
      <Card title="Search engine listing">
        <Field label="SEO title" error={errors.seo_title?.message}>
          <Input {...form.register('seo_title')} readOnly={readOnly} />
        </Field>
        <Field
          label="URL handle"
          hint="Made from the title until you change it."
          error={errors.seo_url?.message}
        >
          <Input {...seoUrlField} readOnly={readOnly} />
        </Field>
      </Card>
      <FormErrors messages={otherErrors} />
      {readOnly ? null : (
        <Inline gap={2}>
          <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
            Save
          </Button>
          {canDelete ? (
            <Button variant="danger" loading={removal.isPending} onClick={() => void remove()}>
              Delete collection
            </Button>
          ) : null}
        </Inline>
      )}
    </form>
  );
}
