import { Controller, useWatch } from 'react-hook-form';
import { Card, Field, Input, MoneyInput, Switch, TagInput } from '@storeroom/ui';
import { slugify } from '../../../contract';
import type { ProductLookup } from '../../../contract';
import type { ProductEditor } from './use-product-editor';
import { fieldError } from './product-form';

export interface ProductDetailsProps {
  editor: ProductEditor;
  lookup: ProductLookup | undefined;
  currency: string | undefined;
  readOnly: boolean;
}

const suggestions = (list: readonly string[] | undefined) =>
  (list ?? []).map((v) => ({ value: v, label: v }));

/** The "Product" section: title, SEO fields (spec 2 §5), price and sku of a single product, type, vendor, tags, published. */
export function ProductDetails({ editor, lookup, currency, readOnly }: ProductDetailsProps) {
  const { form } = editor;
  const { control, register } = form;
  const [isMulti, isTemplate] = useWatch({ control, name: ['is_multi', 'is_template'] });
  const { errors } = form.formState;
  const err = (key: string) => fieldError(errors, key);

  return (
    <Card title="Product">
      {isTemplate ? (
        <Field label="Template name" required error={err('template_name')}>
          <Input {...register('template_name')} />
        </Field>
      ) : null}
      <Field label="Title" required error={err('title')}>
        <Input {...register('title', { onChange: (e) => editor.titleChanged(e.target.value) })} />
      </Field>
      <Field label="SEO title" error={err('seo_title')}>
        <Input {...register('seo_title', { onChange: () => editor.seoChanged('title') })} />
      </Field>
      <Field label="SEO URL" hint="Always a slug: lower-case words joined by dashes." error={err('seo_url')}>
        <Input
          {...register('seo_url', {
            onChange: () => editor.seoChanged('url'),
            onBlur: (e) => form.setValue('seo_url', slugify(e.target.value), { shouldDirty: true }),
          })}
        />
      </Field>
      {isMulti ? null : (
        <>
          <Field label="Price" error={err('price')}>
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  currency={currency}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
          {editor.skuEnabled ? (
            <Field label="SKU" error={err('sku')}>
              <Input {...register('sku')} />
            </Field>
          ) : null}
        </>
      )}
      <Field label="Type">
        <Input {...register('type')} list="product-types" />
      </Field>
      <Field label="Vendor">
        <Input {...register('vendor')} list="product-vendors" />
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
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              value={field.value}
              options={suggestions(lookup?.tags)}
              onValueChange={field.onChange}
              disabled={readOnly}
            />
          )}
        />
      </Field>
      <Controller
        control={control}
        name="is_draft"
        render={({ field }) => (
          <Switch
            label="Published"
            checked={!field.value}
            onCheckedChange={(on) => field.onChange(!on)}
            disabled={readOnly}
          />
        )}
      />
    </Card>
  );
}
