import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Input, MoneyInput, Select } from '@storeroom/ui';
import type { ProductVariant } from '../../../contract';
import { variantTitle } from '../../../lib/variants';
import { variantKey } from './editor-state';
import type { EditorFiles, ImageSide } from './editor-state';
import type { ProductForm } from './product-form';
import type { ProductEditor } from './use-product-editor';

/** The "None" choice of a front or back image (a select value cannot be empty). */
const NO_IMAGE = 'none';
/** The choice of a new, not yet uploaded image: `new:<position among the row's new images>`. */
const NEW_IMAGE = 'new:';
/** A variant's front and back image (spec 2 §3 Variant), one column each. */
const IMAGE_SIDES = [
  { field: 'front_image', label: 'Front image' },
  { field: 'back_image', label: 'Back image' },
] as const;
/** A row's height before it is measured (an input row). */
const ROW_ESTIMATE = 56;

interface VariantRowProps {
  form: ProductForm;
  index: number;
  skuEnabled: boolean;
  currency: string | undefined;
  /** The product's saved images (file ids): a variant's front and back image come from them. */
  productImages: readonly number[];
  storedFiles: Record<string, string>;
  /** New product images (uploaded on save). */
  productFiles: readonly File[];
  /** New images per variant (key: `variantKey`). */
  variantFiles: Record<string, File[]>;
  /** Front and back images picked among the new images (key: `variantKey`). */
  sideFiles: EditorFiles['sideFiles'];
  setFiles: ProductEditor['setFiles'];
  readOnly: boolean;
  measure: (element: HTMLTableRowElement | null) => void;
}

/**
 * One variant: sku, price, images, and front and back image picked from the product's and the
 * variant's images, saved or new (spec 2 §3 Variant; a new image is uploaded on save, then
 * named). It watches its own variant only, so typing in
 * one row re-renders that row.
 */
const VariantRow = memo(function VariantRow(props: VariantRowProps) {
  const {
    form,
    index,
    readOnly,
    skuEnabled,
    currency,
    productImages,
    storedFiles,
    productFiles,
    variantFiles,
    sideFiles,
    setFiles,
    measure,
  } = props;
  const variant = useWatch({ control: form.control, name: `variants.${index}` }) as
    ProductVariant | undefined;
  if (!variant) return null;
  const title = variantTitle(variant.variant);
  const key = variantKey(variant.variant);
  const pending = variantFiles[key] ?? [];
  const set = <TKey extends 'sku' | 'price' | 'front_image' | 'back_image'>(
    field: TKey,
    value: ProductVariant[TKey],
  ) => form.setValue(`variants.${index}.${field}`, value as never, { shouldDirty: true });
  const makeDefault = () =>
    form.getValues('variants').forEach((v, i) => {
      if (v.default !== (i === index))
        form.setValue(`variants.${i}.default`, i === index, { shouldDirty: true });
    });
  // Saved images by id, then the new ones (product's, then this variant's), which get an id
  // only when the save uploads them: a pick among those is kept beside the form until then.
  const newImages = [...productFiles, ...pending];
  const imageChoices = [
    { value: NO_IMAGE, label: 'None' },
    ...[...new Set([...productImages, ...variant.images])].map((id, i) => {
      const path = storedFiles[String(id)];
      return { value: String(id), label: `Image ${i + 1}${path ? ` (${path.split('/').pop()})` : ''}` };
    }),
    ...newImages.map((file, i) => ({ value: `${NEW_IMAGE}${i}`, label: `New image (${file.name})` })),
  ];
  const sideValue = (field: ImageSide) => {
    const picked = sideFiles[key]?.[field];
    const at = picked ? newImages.indexOf(picked) : -1;
    if (at >= 0) return `${NEW_IMAGE}${at}`;
    return variant[field] === null ? NO_IMAGE : String(variant[field]);
  };
  const pickImage = (field: ImageSide, value: string) => {
    const file = value.startsWith(NEW_IMAGE) ? newImages[Number(value.slice(NEW_IMAGE.length))] : undefined;
    setFiles((s) => ({ ...s, sideFiles: { ...s.sideFiles, [key]: { ...s.sideFiles[key], [field]: file } } }));
    set(field, file || value === NO_IMAGE ? null : Number(value));
  };
  const imageCount = variant.images.length + pending.length;

  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <th scope="row">{title}</th>
      <td>
        <input
          type="radio"
          name="default-variant"
          aria-label={`Default: ${title}`}
          checked={variant.default}
          disabled={readOnly}
          onChange={makeDefault}
        />
      </td>
      {skuEnabled ? (
        <td>
          <Input
            aria-label={`SKU of ${title}`}
            value={variant.sku}
            readOnly={readOnly}
            onChange={(event) => set('sku', event.target.value)}
          />
        </td>
      ) : null}
      <td>
        <MoneyInput
          aria-label={`Price of ${title}`}
          currency={currency}
          value={variant.price}
          readOnly={readOnly}
          onValueChange={(price) => set('price', price)}
        />
      </td>
      <td>
        <span>{imageCount > 0 ? `${imageCount} image(s)` : ''}</span>
        {readOnly ? null : (
          <input
            type="file"
            accept="image/*"
            multiple
            aria-label={`Images for ${title}`}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setFiles((s) => ({
                ...s,
                variantFiles: { ...s.variantFiles, [key]: [...(s.variantFiles[key] ?? []), ...chosen] },
              }));
            }}
          />
        )}
      </td>
      {IMAGE_SIDES.map(({ field, label }) => (
        <td key={field}>
          <Select
            aria-label={`${label} of ${title}`}
            options={imageChoices}
            value={sideValue(field)}
            disabled={readOnly}
            onValueChange={(value) => pickImage(field, value)}
          />
        </td>
      ))}
    </tr>
  );
});

/** Keeps off-screen rows' height in the table, so the page scrolls as if every row were there. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export interface VariantsTableProps {
  editor: ProductEditor;
  /** The variants field array's keys, one per variant, in order. */
  rowKeys: readonly string[];
  currency: string | undefined;
  storedFiles: Record<string, string>;
  readOnly: boolean;
  error?: string;
}

/**
 * The variants table (spec 2 §4). Only the rows near the window's view are rendered (a
 * product may have hundreds of variants: issue 15 asks at most 300 ms of main-thread CPU to
 * open one with 100); the table announces every row through `aria-rowcount`.
 */
export function VariantsTable({
  editor,
  rowKeys,
  currency,
  storedFiles,
  readOnly,
  error,
}: VariantsTableProps) {
  const { form, skuEnabled, files, setFiles } = editor;
  const productImages = useWatch({ control: form.control, name: 'images' });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page: the window scrolls, and content above may grow or shrink
  // (options, images), which changes the page's height.
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasRows = rowKeys.length > 0;
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const update = () => {
      const top = body.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [hasRows]);
  const virtualizer = useWindowVirtualizer({
    count: rowKeys.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rowKeys[index] ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const columns = skuEnabled ? 7 : 6;
  const before = rows.length > 0 ? rows[0]!.start - scrollMargin : 0;
  const after =
    rows.length > 0 ? virtualizer.getTotalSize() - (rows[rows.length - 1]!.end - scrollMargin) : 0;

  return (
    <>
      <h3 id="variants-title">Variants</h3>
      {error ? (
        <p role="alert" className="sr-text-danger" id="variants-error">
          {error}
        </p>
      ) : null}
      {!hasRows ? (
        <p>Give an option a name and at least one value to make variants.</p>
      ) : (
        <table
          aria-labelledby="variants-title"
          aria-invalid={error ? true : undefined}
          aria-rowcount={rowKeys.length + 1}
          className="sr-table"
        >
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">Variant</th>
              <th scope="col">Default</th>
              {skuEnabled ? <th scope="col">SKU</th> : null}
              <th scope="col">Price</th>
              <th scope="col">Images</th>
              <th scope="col">Front image</th>
              <th scope="col">Back image</th>
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            <SpacerRow height={before} columns={columns} />
            {rows.map((row) => (
              <VariantRow
                key={row.key}
                form={form}
                index={row.index}
                skuEnabled={skuEnabled}
                currency={currency}
                productImages={productImages}
                storedFiles={storedFiles}
                productFiles={files.productFiles}
                variantFiles={files.variantFiles}
                sideFiles={files.sideFiles}
                setFiles={setFiles}
                readOnly={readOnly}
                measure={virtualizer.measureElement}
              />
            ))}
            <SpacerRow height={after} columns={columns} />
          </tbody>
        </table>
      )}
    </>
  );
}
