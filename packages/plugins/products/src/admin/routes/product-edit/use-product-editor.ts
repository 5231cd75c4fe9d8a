import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  applyServerErrors,
  errorMessages,
  useToast,
  useUnsavedChangesGuard,
  useZodForm,
} from '@storeroom/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_LONG_SAVE_MS,
  PRODUCT_POD_WARNING_DELAY_MS,
  PRODUCT_UPLOAD_TYPES,
  PRODUCTS_MESSAGES,
} from '../../../contract';
import type { ProductItem, ProductSettings, ProductValues } from '../../../contract';
import { asTemplate, copyFromTemplate, followTitle, prepareForSave } from '../../../lib/product-rules';
import { addGroupImages, lookGroups } from '../../../lib/variants';
import { products, useProductCollections, useSetProductCollections, useUploadImages } from '../../data';
import { emptyFiles, loadedValues, newProductValues, thumbKey, variantKey } from './editor-state';
import type { EditorFiles } from './editor-state';
import { productFormSchema } from './product-form';
import type { ProductForm } from './product-form';

export interface ProductEditorOptions {
  /** The product being edited (expanded), or undefined for a new one. */
  product: ProductItem | undefined;
  settings: ProductSettings | undefined;
  templates: readonly ProductItem[];
  readOnly: boolean;
}

/**
 * The product editor's state and save flow (spec 2 §4, §5): the form (react-hook-form on the
 * editor's schema), the files chosen but not uploaded yet, and saving: upload first, then
 * create or update; the server's 422 errors onto their fields; after 6 s the buttons are
 * scrolled into view; "create another"; templates; delete.
 */
export function useProductEditor({ product, settings, templates, readOnly }: ProductEditorOptions) {
  const client = products.useResource();
  const upload = useUploadImages();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const isNew = product === undefined;
  const skuEnabled = settings?.sku ?? true;

  const form: ProductForm = useZodForm(productFormSchema, {
    defaultValues: product ? loadedValues(product, settings) : newProductValues(settings),
    // The editor brings the first invalid field into view itself (spec 2 §5).
    shouldFocusError: false,
  });
  const [files, setFiles] = useState<EditorFiles>(emptyFiles);
  // The manual collections the product is in (the collections area's, saved after the product).
  const memberships = useProductCollections(product?.id ?? 0, !readOnly || product !== undefined);
  const [chosenCollections, setChosenCollections] = useState<number[] | null>(null);
  const setProductCollections = useSetProductCollections();
  const collectionIds =
    chosenCollections ?? memberships.data?.items.filter((c) => c.member).map((c) => c.id) ?? [];
  // spec 2 §5: SEO fields follow the title until edited by hand (an existing product's are "edited").
  const seoEdited = useRef({ url: !isNew, title: !isNew });
  const [saving, setSaving] = useState(false);
  const [createAnother, setCreateAnother] = useState(false);
  // Messages of a failed save that belong to no field of the form.
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonsRef = useRef<HTMLElement>(null);

  const pendingFiles =
    files.productFiles.length > 0 ||
    Object.keys(files.variantFiles).length > 0 ||
    Object.keys(files.thumbFiles).length > 0 ||
    Object.keys(files.groupFiles).length > 0;
  const guard = useUnsavedChangesGuard(
    !readOnly && (form.formState.isDirty || pendingFiles || chosenCollections !== null),
  );

  // spec 2 §8: the print-on-demand warning, 2 s after opening a POD product.
  useEffect(() => {
    if (!product?.is_pod) return;
    const timer = setTimeout(() => toast.warning(PRODUCTS_MESSAGES.podWarning), PRODUCT_POD_WARNING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [product?.is_pod, toast]);

  // Scroll to the first invalid field after a refused save (spec 2 §5).
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus?.();
  }, [refusals]);
  const refused = () => setRefusals((n) => n + 1);

  /** The title drives the SEO fields until they are edited by hand. */
  const titleChanged = (title: string) => {
    const seo = followTitle(form.getValues(), title, seoEdited.current);
    const opts = { shouldDirty: true } as const;
    if (!seoEdited.current.url) form.setValue('seo_url', seo.seo_url, opts);
    if (!seoEdited.current.title) form.setValue('seo_title', seo.seo_title, opts);
  };
  const seoChanged = (field: 'url' | 'title') => {
    seoEdited.current = { ...seoEdited.current, [field]: true };
  };

  const chooseTemplate = (id: string) => {
    const template = templates.find((t) => String(t.id) === id);
    if (!template) return;
    const copied = copyFromTemplate({ ...loadedValues(template, settings), id: template.id }, { skuEnabled });
    // The new product's starting values stay the baseline: a copied template is a change.
    form.reset({ ...copied, seo_url: '', seo_title: '' }, { keepDefaultValues: true });
    setFiles(emptyFiles());
    seoEdited.current = { url: false, title: false };
  };

  async function uploadAll(v: ProductValues): Promise<ProductValues> {
    const out = structuredClone(v);
    // Each new file's id once uploaded: a front or back image picked before the save names one.
    const uploadedIds = new Map<File, number>();
    const remember = (chosen: readonly File[], uploaded: readonly { id: number }[]) =>
      chosen.forEach((file, i) => {
        if (uploaded[i]) uploadedIds.set(file, uploaded[i].id);
      });
    if (files.productFiles.length > 0) {
      const uploaded = await upload(files.productFiles, PRODUCT_UPLOAD_TYPES.product);
      remember(files.productFiles, uploaded);
      out.images = [...out.images, ...uploaded.map((f) => f.id)];
    }
    // A single product drops its options and variants on save: nothing of theirs to upload.
    if (!out.is_multi) return out;
    for (const variant of out.variants) {
      const pending = files.variantFiles[variantKey(variant.variant)];
      if (!pending || pending.length === 0) continue;
      const uploaded = await upload(pending, PRODUCT_UPLOAD_TYPES.variant);
      remember(pending, uploaded);
      variant.images = [...variant.images, ...uploaded.map((f) => f.id)];
    }
    for (const variant of out.variants) {
      const sides = files.sideFiles[variantKey(variant.variant)] ?? {};
      for (const side of ['front_image', 'back_image'] as const) {
        const file = sides[side];
        // A picked file removed from the new images before the save was not uploaded: no image.
        if (file) variant[side] = uploadedIds.get(file) ?? null;
      }
    }
    for (const group of lookGroups(out.options)) {
      const pending = files.groupFiles[variantKey(group.variant)];
      if (!pending || pending.length === 0) continue;
      const uploaded = await upload(pending, PRODUCT_UPLOAD_TYPES.variant);
      out.variants = addGroupImages(
        out.variants,
        group,
        uploaded.map((f) => f.id),
      );
    }
    for (const [index, option] of out.options.entries()) {
      for (const thumb of option.thumbnails) {
        const file = files.thumbFiles[thumbKey(index, thumb.value)];
        if (!file) continue;
        const [uploaded] = await upload([file], PRODUCT_UPLOAD_TYPES.thumbnail);
        if (uploaded) thumb.image = uploaded.id;
      }
    }
    return out;
  }

  /** Uploads, then creates or updates; answers whether it saved. The form keeps its input on failure. */
  async function send(values: ProductValues, mode: 'product' | 'template'): Promise<boolean> {
    setUnplaced([]);
    setSaving(true);
    const longSave = setTimeout(
      () => buttonsRef.current?.scrollIntoView?.({ block: 'end' }),
      PRODUCT_LONG_SAVE_MS,
    );
    try {
      let body: ProductValues;
      try {
        // Uploads follow the editor's own option and variant positions; the save rules apply after.
        body = prepareForSave(await uploadAll(values));
      } catch (error) {
        toast.error(PRODUCTS_MESSAGES.filesError(error instanceof Error ? error.message : ''));
        return false;
      }
      if (mode === 'template') {
        await client.create(body);
        toast.success(PRODUCTS_MESSAGES.templateCreated(body.template_name));
        await queryClient.invalidateQueries({ queryKey: products.keys.all });
        return true;
      }
      const saved = isNew ? await client.create(body) : await client.update(product.id, body);
      await queryClient.invalidateQueries({ queryKey: products.keys.all });
      toast.success(isNew ? PRODUCTS_MESSAGES.created(saved.title) : PRODUCTS_MESSAGES.updated(saved.title));
      if (chosenCollections !== null) {
        try {
          await setProductCollections(saved.id, chosenCollections);
          setChosenCollections(null);
        } catch (error) {
          // The product is saved; the collections are not (a collection deleted meanwhile): say so.
          for (const message of errorMessages(error)) toast.error(message);
          if (isNew) guard.leave(() => void navigate(`/admin/products/create?id=${saved.id}`));
          return false;
        }
      }
      if (createAnother) {
        // spec 2 §4 "create another": a fresh new-product screen.
        form.reset(newProductValues(settings));
        setFiles(emptyFiles());
        seoEdited.current = { url: false, title: false };
        if (!isNew) guard.leave(() => void navigate('/admin/products/create'));
      } else {
        guard.leave(() => void navigate('/admin/products'));
      }
      return true;
    } catch (error) {
      setUnplaced(applyServerErrors(form, error));
      refused();
      return false;
    } finally {
      clearTimeout(longSave);
      setSaving(false);
    }
  }

  /** The form's `onSubmit` (validation by the schema, then the save). */
  const submit = (event?: React.BaseSyntheticEvent) =>
    form.handleSubmit(
      async (values) => {
        if (!readOnly) await send(values, 'product');
      },
      () => {
        setUnplaced([]);
        refused();
      },
    )(event);

  /**
   * Saves the editor's values as a template named `name` (spec 2 §4). Answers the template
   * name's own error (shown by the template box), other errors go onto the form.
   */
  async function saveTemplate(name: string): Promise<{ saved: boolean; nameError?: string }> {
    const parsed = productFormSchema.safeParse(asTemplate(form.getValues(), name));
    if (!parsed.success) {
      let nameError: string | undefined;
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        if (key === 'template_name') nameError ??= issue.message;
        else form.setError(key as never, { type: 'validate', message: issue.message });
      }
      refused();
      return { saved: false, nameError };
    }
    form.clearErrors();
    return { saved: await send(parsed.data, 'template') };
  }

  async function remove(confirmDelete: (skus: string[]) => Promise<boolean>) {
    if (!product) return;
    const values = form.getValues();
    const skus = [values.sku, ...values.variants.map((v) => v.sku)].filter((s) => s !== '');
    if (!(await confirmDelete(skus))) return;
    try {
      await client.remove(product.id);
      await queryClient.invalidateQueries({ queryKey: products.keys.all });
      toast.success(PRODUCTS_MESSAGES.deleted(product.title));
      guard.leave(() => void navigate('/admin/products'));
    } catch {
      // spec 2 §8: other delete failures stop loading without a message.
    }
  }

  return {
    form,
    isNew,
    skuEnabled,
    files,
    setFiles,
    saving,
    createAnother,
    setCreateAnother,
    unplaced,
    formRef,
    buttonsRef,
    submit,
    saveTemplate,
    remove,
    chooseTemplate,
    titleChanged,
    seoChanged,
    /** The manual collections offered (undefined while loading or without the collections area). */
    collections: memberships.isError ? undefined : memberships.data?.items,
    collectionsUnavailable: memberships.isError,
    collectionIds,
    setCollectionIds: setChosenCollections,
  };
}

export type ProductEditor = ReturnType<typeof useProductEditor>;
