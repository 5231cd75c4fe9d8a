import { useNavigate } from 'react-router';
import { useConfirm, useStoreContext } from '@storeroom/core';
import { Button, Checkbox, Field, FormErrors, Inline, Select, Stack } from '@storeroom/ui';
import type { ProductItem, ProductLookup, ProductSettings } from '../../../contract';
import { deleteQuestion } from '../../../lib/product-rules';
import { fieldError, otherErrors } from './product-form';
import { ProductCollections } from './product-collections';
import { ProductDescription } from './product-description';
import { ProductDetails } from './product-details';
import { ProductImages } from './product-images';
import { ProductShipping } from './product-shipping';
import { ProductTemplate } from './product-template';
import { ProductVariants } from './product-variants';
import { useProductEditor } from './use-product-editor';

export interface ProductEditorProps {
  /** The product being edited (expanded), or undefined for a new one. */
  product?: ProductItem;
  settings: ProductSettings | undefined;
  templates: ProductItem[];
  lookup: ProductLookup | undefined;
  readOnly: boolean;
  canDelete: boolean;
}

/**
 * The product editor (spec 2 §2, §4, §5): sections on one form (details, shipping, images,
 * description tabs, options and variants, template) and the save bar. The state and save flow
 * live in `useProductEditor`; each section watches only the fields it shows.
 */
export function ProductEditor({
  product,
  settings,
  templates,
  lookup,
  readOnly,
  canDelete,
}: ProductEditorProps) {
  const editor = useProductEditor({ product, settings, templates, readOnly });
  const { form, isNew, saving, formRef, buttonsRef, submit, chooseTemplate, unplaced } = editor;
  const { createAnother, setCreateAnother, remove } = editor;
  const confirm = useConfirm();
  const navigate = useNavigate();
  const currency = useStoreContext()?.currency;
  const storedFiles = product?.files ?? {};
  const { errors } = form.formState;

  return (
    <form
      ref={formRef}
      aria-label={product === undefined ? 'New product' : `Product ${product.title}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap={4}>
        {/* A fieldset disables every control while read-only or saving; it lays out as a Stack. */}
        <fieldset className="sr-stack" data-gap="4" disabled={readOnly || saving}>
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
          <ProductDetails editor={editor} lookup={lookup} currency={currency} readOnly={readOnly} />
          {form.watch('is_template') ? null : <ProductCollections editor={editor} readOnly={readOnly} />}
          <ProductShipping control={form.control} readOnly={readOnly} />
          <ProductImages editor={editor} storedFiles={storedFiles} readOnly={readOnly} />
          {settings?.textareas.enabled !== false ? <ProductDescription form={form} /> : null}
          <ProductVariants
            editor={editor}
            currency={currency}
            storedFiles={storedFiles}
            readOnly={readOnly}
            error={fieldError(errors, 'variants')}
          />
          {readOnly ? null : <ProductTemplate editor={editor} />}
        </fieldset>

        <FormErrors messages={[...otherErrors(errors), ...unplaced]} />
        <Inline ref={buttonsRef} gap={2} data-testid="editor-buttons">
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
            <Button
              variant="danger"
              onClick={() => void remove((skus) => confirm({ message: deleteQuestion(skus), danger: true }))}
            >
              Delete
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
