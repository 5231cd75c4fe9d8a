import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm, useStoreContext, useToast, useUnsavedChangesGuard } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Field,
  FileUpload,
  FormErrors,
  Input,
  MoneyInput,
  Select,
  Switch,
  TagInput,
  Tabs,
  Textarea,
} from '@storeroom/ui';
import {
  FULFILMENT_OPTIONS,
  INVENTORY_OPTIONS,
  PRODUCT_LONG_SAVE_MS,
  PRODUCT_POD_WARNING_DELAY_MS,
  PRODUCT_UPLOAD_TYPES,
  PRODUCTS_MESSAGES,
  SHIPPING_OPTIONS,
  productInputSchema,
  productRuleErrors,
  slugify,
} from '../../../contract';
import type { ProductItem, ProductLookup, ProductSettings, ProductValues } from '../../../contract';
import {
  asTemplate,
  copyFromTemplate,
  deleteQuestion,
  followTitle,
  prepareForSave,
} from '../../../lib/product-rules';
import { addGroupImages, lookGroups } from '../../../lib/variants';
import { products, useUploadImages } from '../../data';
import { emptyFiles, loadedValues, newProductValues, thumbKey, variantKey } from './editor-state';
import type { EditorState } from './editor-state';
import { OptionsEditor } from './options-editor';

export interface ProductEditorProps {
  /** The product being edited (expanded), or undefined for a new one. */
  product?: ProductItem;
  settings: ProductSettings | undefined;
  templates: ProductItem[];
  lookup: ProductLookup | undefined;
  readOnly: boolean;
  canDelete: boolean;
}

type Errors = Record<string, string[]>;

function errorsOf(values: ProductValues): Errors {
  const parsed = productInputSchema.safeParse(values);
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
      (errors[key] ??= []).push(issue.message);
    }
  }
  for (const [key, messages] of Object.entries(productRuleErrors(values)))
    errors[key] = [...(errors[key] ?? []), ...messages];
  return errors;
}

const FIELDS_ON_FORM = new Set([
  'title',
  'seo_url',
  'seo_title',
  'price',
  'sku',
  'template_name',
  'variants',
]);

/**
 * The product editor (spec 2 §2, §4, §5): fields, images, description tabs, options and
 * variants, templates, and the save flow (upload first, then create or update; scroll to the
 * first invalid field; after 6 s scroll to the buttons; "create another").
 */
export function ProductEditor({
  product,
  settings,
  templates,
  lookup,
  readOnly,
  canDelete,
}: ProductEditorProps) {
  const client = products.useResource();
  const upload = useUploadImages();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const currency = useStoreContext()?.currency;
  const skuEnabled = settings?.sku ?? true;
  const isNew = product === undefined;

  const initial = useMemo<EditorState>(
    () => ({
      values: product ? loadedValues(product, settings) : newProductValues(settings),
      ...emptyFiles(),
    }),
    [product, settings],
  );
  const [state, setState] = useState<EditorState>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial.values));
  // spec 2 §5: SEO fields follow the title until edited by hand (an existing product's are "edited").
  const [seoEdited, setSeoEdited] = useState({ url: !isNew, title: !isNew });
  const [errors, setErrors] = useState<Errors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [createAnother, setCreateAnother] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const { values } = state;
  const files = product?.files ?? {};

  const dirty =
    !done &&
    (JSON.stringify(values) !== baseline ||
      state.productFiles.length > 0 ||
      Object.keys(state.variantFiles).length > 0 ||
      Object.keys(state.thumbFiles).length > 0 ||
      Object.keys(state.groupFiles).length > 0);
  useUnsavedChangesGuard(dirty);

  // Navigation after a save or delete runs once the guard has seen `done`.
  useEffect(() => {
    if (leaveTo !== null && done) void navigate(leaveTo);
  }, [leaveTo, done, navigate]);

  // spec 2 §8: the print-on-demand warning, 2 s after opening a POD product.
  useEffect(() => {
    if (!product?.is_pod) return;
    const timer = setTimeout(() => toast.warning(PRODUCTS_MESSAGES.podWarning), PRODUCT_POD_WARNING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [product?.is_pod, toast]);

  // Scroll to the first invalid field after a refused submit (spec 2 §5).
  const [scrollTick, setScrollTick] = useState(0);
  useEffect(() => {
    if (scrollTick === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus?.();
  }, [scrollTick]);

  const set = (patch: Partial<ProductValues>) =>
    setState((s) => ({ ...s, values: { ...s.values, ...patch } }));
  const setTitle = (title: string) => set({ title, ...followTitle(values, title, seoEdited) });

  const chooseTemplate = (id: string) => {
    const template = templates.find((t) => String(t.id) === id);
    if (!template) return;
    const copied = copyFromTemplate({ ...loadedValues(template, settings), id: template.id }, { skuEnabled });
    setState({ values: { ...copied, seo_url: '', seo_title: '' }, ...emptyFiles() });
    setSeoEdited({ url: false, title: false });
  };

  async function uploadAll(v: ProductValues): Promise<ProductValues> {
    const out = structuredClone(v);
    if (state.productFiles.length > 0) {
      const uploaded = await upload(state.productFiles, PRODUCT_UPLOAD_TYPES.product);
      out.images = [...out.images, ...uploaded.map((f) => f.id)];
    }
    // A single product drops its options and variants on save: nothing of theirs to upload.
    if (!out.is_multi) return out;
    for (const variant of out.variants) {
      const pending = state.variantFiles[variantKey(variant.variant)];
      if (!pending || pending.length === 0) continue;
      const uploaded = await upload(pending, PRODUCT_UPLOAD_TYPES.variant);
      variant.images = [...variant.images, ...uploaded.map((f) => f.id)];
    }
    for (const group of lookGroups(out.options)) {
      const pending = state.groupFiles[variantKey(group.variant)];
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
        const file = state.thumbFiles[thumbKey(index, thumb.value)];
        if (!file) continue;
        const [uploaded] = await upload([file], PRODUCT_UPLOAD_TYPES.thumbnail);
        if (uploaded) thumb.image = uploaded.id;
      }
    }
    return out;
  }

  function refuse(found: Errors) {
    setErrors(found);
    setOtherErrors(
      Object.entries(found)
        .filter(([key]) => !FIELDS_ON_FORM.has(key))
        .flatMap(([, messages]) => messages),
    );
    setScrollTick((n) => n + 1);
  }

  async function save(mode: 'product' | 'template') {
    const raw = mode === 'template' ? asTemplate(values, templateName) : values;
    const base = { ...raw, seo_url: slugify(raw.seo_url) };
    const found = errorsOf(prepareForSave(base));
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setErrors({});
    setOtherErrors([]);
    setSaving(true);
    const longSave = setTimeout(
      () => buttonsRef.current?.scrollIntoView?.({ block: 'end' }),
      PRODUCT_LONG_SAVE_MS,
    );
    try {
      let uploaded: ProductValues;
      try {
        // Uploads follow the editor's own option and variant positions; the save rules apply after.
        uploaded = prepareForSave(await uploadAll(base));
      } catch (error) {
        toast.error(PRODUCTS_MESSAGES.filesError(error instanceof Error ? error.message : ''));
        return;
      }
      if (mode === 'template') {
        await client.create(uploaded);
        toast.success(PRODUCTS_MESSAGES.templateCreated(uploaded.template_name));
        await queryClient.invalidateQueries({ queryKey: products.keys.all });
        // spec 2 §4: saving a template closes the template box and stays on the screen.
        setTemplateOpen(false);
        setTemplateName('');
        return;
      }
      const saved = isNew ? await client.create(uploaded) : await client.update(product.id, uploaded);
      await queryClient.invalidateQueries({ queryKey: products.keys.all });
      toast.success(isNew ? PRODUCTS_MESSAGES.created(saved.title) : PRODUCTS_MESSAGES.updated(saved.title));
      if (createAnother) {
        // spec 2 §4 "create another": a fresh new-product screen.
        const fresh = newProductValues(settings);
        setState({ values: fresh, ...emptyFiles() });
        setBaseline(JSON.stringify(fresh));
        setSeoEdited({ url: false, title: false });
        if (!isNew) {
          setDone(true);
          setLeaveTo('/admin/products/create');
        }
        return;
      }
      setDone(true);
      setLeaveTo('/admin/products');
    } catch (error) {
      if (error instanceof ApiError && error.errors) refuse(error.errors);
      else setOtherErrors([error instanceof Error ? error.message : String(error)]);
    } finally {
      clearTimeout(longSave);
      setSaving(false);
    }
  }

  async function remove() {
    if (!product) return;
    const skus = [values.sku, ...values.variants.map((v) => v.sku)].filter((s) => s !== '');
    if (!(await confirm({ message: deleteQuestion(skus), danger: true }))) return;
    try {
      await client.remove(product.id);
      await queryClient.invalidateQueries({ queryKey: products.keys.all });
      toast.success(PRODUCTS_MESSAGES.deleted(product.title));
      setDone(true);
      setLeaveTo('/admin/products');
    } catch {
      // spec 2 §8: other delete failures stop loading without a message.
    }
  }

  const err = (key: string) => errors[key]?.[0];
  const suggestions = (list: string[] | undefined) => (list ?? []).map((v) => ({ value: v, label: v }));

  return (
    <form
      ref={formRef}
      aria-label={isNew ? 'New product' : `Product ${product.title}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void save('product');
      }}
    >
      <fieldset
        disabled={readOnly || saving}
        style={{ border: 0, padding: 0, margin: 0 }}
        className="sr-stack"
      >
        {isNew && templates.length > 0 ? (
          <Field label="Template">
            <Select
              placeholder="Choose a template"
              options={templates.map((t) => ({ value: String(t.id), label: t.template_name || t.title }))}
              onValueChange={chooseTemplate}
              disabled={readOnly}
            />
          </Field>
        ) : null}

        <Card title="Product">
          {values.is_template ? (
            <Field label="Template name" required error={err('template_name')}>
              <Input value={values.template_name} onChange={(e) => set({ template_name: e.target.value })} />
            </Field>
          ) : null}
          <Field label="Title" required error={err('title')}>
            <Input value={values.title} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field label="SEO title" error={err('seo_title')}>
            <Input
              value={values.seo_title}
              onChange={(e) => {
                setSeoEdited((s) => ({ ...s, title: true }));
                set({ seo_title: e.target.value });
              }}
            />
          </Field>
          <Field
            label="SEO URL"
            hint="Always a slug: lower-case words joined by dashes."
            error={err('seo_url')}
          >
            <Input
              value={values.seo_url}
              onChange={(e) => {
                setSeoEdited((s) => ({ ...s, url: true }));
                set({ seo_url: e.target.value });
              }}
              onBlur={() => set({ seo_url: slugify(values.seo_url) })}
            />
          </Field>
          {values.is_multi ? null : (
            <>
              <Field label="Price" error={err('price')}>
                <MoneyInput
                  currency={currency}
                  value={values.price}
                  onValueChange={(price) => set({ price })}
                />
              </Field>
              {skuEnabled ? (
                <Field label="SKU" error={err('sku')}>
                  <Input value={values.sku} onChange={(e) => set({ sku: e.target.value })} />
                </Field>
              ) : null}
            </>
          )}
          <Field label="Type">
            <Input value={values.type} list="product-types" onChange={(e) => set({ type: e.target.value })} />
          </Field>
          <Field label="Vendor">
            <Input
              value={values.vendor}
              list="product-vendors"
              onChange={(e) => set({ vendor: e.target.value })}
            />
          </Field>
          <datalist id="product-types">
            {(lookup?.types ?? []).map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <datalist id="product-vendors">
            {(lookup?.vendors ?? []).map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <Field label="Tags">
            <TagInput
              value={values.tags}
              options={suggestions(lookup?.tags)}
              onValueChange={(tags) => set({ tags })}
              disabled={readOnly}
            />
          </Field>
          <Switch
            label="Published"
            checked={!values.is_draft}
            onCheckedChange={(on) => set({ is_draft: !on })}
            disabled={readOnly}
          />
        </Card>

        <Card title="Shipping and inventory">
          <Field label="Fulfillment">
            <Select
              options={[...FULFILMENT_OPTIONS]}
              value={values.auto_fulfilment ? 'auto' : 'manual'}
              onValueChange={(v) => set({ auto_fulfilment: v === 'auto' })}
              disabled={readOnly}
            />
          </Field>
          <Field label="Requires shipping">
            <Select
              options={[...SHIPPING_OPTIONS]}
              value={values.skip_shipping ? 'no' : 'yes'}
              onValueChange={(v) => set({ skip_shipping: v === 'no' })}
              disabled={readOnly}
            />
          </Field>
          <Field label="Inventory">
            <Select
              options={[...INVENTORY_OPTIONS]}
              value={values.track_inventory ? 'track' : 'none'}
              onValueChange={(v) => set({ track_inventory: v === 'track' })}
              disabled={readOnly}
            />
          </Field>
        </Card>

        <Card title="Images">
          {values.images.length > 0 ? (
            <ul
              aria-label="Product images"
              style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}
            >
              {values.images.map((id, index) => (
                <li key={id}>
                  {files[String(id)] ? (
                    <img
                      src={files[String(id)]}
                      alt={`${values.title || 'Product'} (${index + 1})`}
                      width={64}
                      height={64}
                    />
                  ) : (
                    `Image ${id}`
                  )}
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      aria-label={`Remove image ${id}`}
                      onClick={() => set({ images: values.images.filter((i) => i !== id) })}
                    >
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {readOnly ? null : (
            <FileUpload
              label="Add images"
              accept="image/*"
              previews
              value={state.productFiles}
              onValueChange={(productFiles) => setState((s) => ({ ...s, productFiles }))}
            />
          )}
        </Card>

        {settings?.textareas.enabled !== false && values.textareas.length > 0 ? (
          <Card title="Description">
            <Tabs.Root defaultValue={values.textareas[0]!.name}>
              <Tabs.List aria-label="Description tabs">
                {values.textareas.map((t) => (
                  <Tabs.Trigger key={t.name} value={t.name}>
                    {t.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {values.textareas.map((t, i) => (
                <Tabs.Content key={t.name} value={t.name}>
                  <Textarea
                    aria-label={t.name}
                    rows={6}
                    value={t.text}
                    onChange={(e) =>
                      set({
                        textareas: values.textareas.map((x, j) =>
                          j === i ? { ...x, text: e.target.value } : x,
                        ),
                      })
                    }
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Card>
        ) : null}

        <Card title="Variants">
          <Switch
            label="This product has options, like size or colour"
            checked={values.is_multi}
            onCheckedChange={(is_multi) => set({ is_multi })}
            disabled={readOnly}
          />
          {values.is_multi ? (
            <OptionsEditor
              options={values.options}
              variants={values.variants}
              onChange={(options, variants) => set({ options, variants })}
              onVariantsChange={(variants) => set({ variants })}
              skuEnabled={skuEnabled}
              currency={currency}
              files={files}
              productImages={values.images}
              variantFiles={state.variantFiles}
              onVariantFiles={(key, list) =>
                setState((s) => ({ ...s, variantFiles: { ...s.variantFiles, [key]: list } }))
              }
              groupFiles={state.groupFiles}
              onGroupFiles={(key, list) =>
                setState((s) => ({ ...s, groupFiles: { ...s.groupFiles, [key]: list } }))
              }
              thumbFiles={state.thumbFiles}
              onThumbFiles={(index, chosen) =>
                setState((s) => {
                  const next = Object.fromEntries(
                    Object.entries(s.thumbFiles).filter(([k]) => !k.startsWith(`${index}\u0000`)),
                  );
                  for (const [value, file] of Object.entries(chosen))
                    if (file) next[thumbKey(index, value)] = file;
                  return { ...s, thumbFiles: next };
                })
              }
              readOnly={readOnly}
              error={err('variants')}
            />
          ) : null}
        </Card>

        {readOnly ? null : (
          <Card title="Template">
            {templateOpen ? (
              <div className="sr-stack">
                <Field label="Template name" required error={err('template_name')}>
                  <Input value={templateName} onChange={(e) => setTemplateName(e.target.value)} />
                </Field>
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button variant="primary" loading={saving} onClick={() => void save('template')}>
                    Save template
                  </Button>
                  <Button onClick={() => setTemplateOpen(false)}>Close</Button>
                </div>
              </div>
            ) : (
              <Button onClick={() => setTemplateOpen(true)}>Save as template</Button>
            )}
          </Card>
        )}
      </fieldset>

      <FormErrors messages={otherErrors} />
      <div
        ref={buttonsRef}
        data-testid="editor-buttons"
        style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}
      >
        {readOnly ? null : (
          <>
            <Button type="submit" variant="primary" loading={saving}>
              Save
            </Button>
            <Checkbox
              label="Create another"
              checked={createAnother}
              onCheckedChange={(c) => setCreateAnother(c === true)}
            />
          </>
        )}
        <Button onClick={() => void navigate('/admin/products')}>Cancel</Button>
        {!isNew && canDelete ? (
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
        ) : null}
      </div>
    </form>
  );
}
