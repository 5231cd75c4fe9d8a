import { useState } from 'react';
import { Button, Checkbox, Input, MoneyInput, Select, TagInput } from '@storeroom/ui';
import type { OptionThumbnail, ProductOption, ProductVariant } from '../../../contract';
import {
  lookGroups,
  recalculateVariants,
  setDefaultVariant,
  syncThumbnails,
  variantTitle,
} from '../../../lib/variants';
import { variantKey } from './editor-state';
import { ThumbnailsDialog } from './thumbnails-dialog';

/** The "None" choice of a front or back image (a select value cannot be empty). */
const NO_IMAGE = 'none';

export interface OptionsEditorProps {
  options: ProductOption[];
  variants: ProductVariant[];
  /** Called with new options and the recalculated variants (spec 2 §4). */
  onChange: (options: ProductOption[], variants: ProductVariant[]) => void;
  onVariantsChange: (variants: ProductVariant[]) => void;
  skuEnabled: boolean;
  currency?: string;
  files: Record<string, string>;
  /** The product's saved images (file ids): a variant's front and back image come from them. */
  productImages: readonly number[];
  variantFiles: Record<string, File[]>;
  onVariantFiles: (key: string, files: File[]) => void;
  thumbFiles: Record<string, File>;
  /** New images per look (options that change the look), for every variant of that look. */
  groupFiles: Record<string, File[]>;
  onGroupFiles: (key: string, files: File[]) => void;
  onThumbFiles: (optionIndex: number, files: Record<string, File | undefined>) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * Options and variants (spec 2 §4): changing an option recalculates the variants (combinations
 * of titled options with values, equal combinations kept, one default); thumbnails per value;
 * sku, price, images, and front and back image (picked from the product's and the variant's
 * saved images, spec 2 §3 Variant) per variant.
 */
export function OptionsEditor(props: OptionsEditorProps) {
  const { options, variants, onChange, onVariantsChange, skuEnabled, readOnly } = props;
  const [thumbsFor, setThumbsFor] = useState<number | null>(null);

  const changeOptions = (next: ProductOption[]) => {
    const synced = next.map((o) => ({ ...o, thumbnails: syncThumbnails(o) }));
    onChange(synced, recalculateVariants(synced, variants));
  };
  const setOption = (index: number, patch: Partial<ProductOption>) =>
    changeOptions(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const setVariant = (index: number, patch: Partial<ProductVariant>) =>
    onVariantsChange(variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));

  // Saved images only: a new upload has no file id until the product is saved.
  const imageChoices = (variant: ProductVariant) => [
    { value: NO_IMAGE, label: 'None' },
    ...[...new Set([...props.productImages, ...variant.images])].map((id, i) => {
      const path = props.files[String(id)];
      return { value: String(id), label: `Image ${i + 1}${path ? ` (${path.split('/').pop()})` : ''}` };
    }),
  ];
  const pickImage = (value: string) => (value === NO_IMAGE ? null : Number(value));

  const pendingThumbs = (index: number) =>
    Object.fromEntries(
      Object.entries(props.thumbFiles)
        .filter(([key]) => key.startsWith(`${index}\u0000`))
        .map(([key, file]) => [key.slice(String(index).length + 1), file]),
    );

  return (
    <div className="sr-stack" data-testid="options-editor">
      <h3>Options</h3>
      {options.map((option, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Option ${index + 1}`}
          style={{
            display: 'grid',
            gridTemplateColumns: '180px 1fr auto auto auto',
            gap: 8,
            alignItems: 'center',
          }}
        >
          <Input
            aria-label={`Option ${index + 1} name`}
            value={option.title}
            readOnly={readOnly}
            onChange={(event) => setOption(index, { title: event.target.value })}
          />
          <TagInput
            aria-label={`Option ${index + 1} values`}
            value={option.values}
            disabled={readOnly}
            placeholder="Add a value and press Enter"
            onValueChange={(values) => setOption(index, { values })}
          />
          <Checkbox
            label="Changes look"
            checked={option.changes_look}
            disabled={readOnly}
            onCheckedChange={(checked) => setOption(index, { changes_look: checked === true })}
          />
          <Button disabled={readOnly || option.values.length === 0} onClick={() => setThumbsFor(index)}>
            Thumbnails
          </Button>
          <Button
            variant="ghost"
            aria-label={`Remove option ${index + 1}`}
            disabled={readOnly}
            onClick={() => changeOptions(options.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {readOnly ? null : (
        <div>
          <Button
            onClick={() =>
              changeOptions([...options, { title: '', values: [], changes_look: false, thumbnails: [] }])
            }
          >
            Add option
          </Button>
        </div>
      )}
      {thumbsFor !== null && options[thumbsFor] ? (
        <ThumbnailsDialog
          option={options[thumbsFor]}
          files={props.files}
          pending={pendingThumbs(thumbsFor)}
          open
          onOpenChange={(open) => (open ? undefined : setThumbsFor(null))}
          onApply={(thumbnails: OptionThumbnail[], chosen) => {
            onChange(
              options.map((o, i) => (i === thumbsFor ? { ...o, thumbnails } : o)),
              variants,
            );
            props.onThumbFiles(thumbsFor, chosen);
          }}
        />
      ) : null}

      {!readOnly && lookGroups(options).length > 0 ? (
        <div role="group" aria-label="Images by look">
          <h3>Images by look</h3>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {lookGroups(options).map((group) => {
              const key = variantKey(group.variant);
              const title = variantTitle(group.variant);
              const pending = props.groupFiles[key] ?? [];
              return (
                <li key={key}>
                  <span>{title}</span>{' '}
                  {pending.length > 0 ? <span>{`${pending.length} new image(s)`}</span> : null}
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    aria-label={`Images for every ${title} variant`}
                    onChange={(event) =>
                      props.onGroupFiles(key, [...pending, ...Array.from(event.target.files ?? [])])
                    }
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <h3 id="variants-title">Variants</h3>
      {props.error ? (
        <p role="alert" className="sr-text-danger" id="variants-error">
          {props.error}
        </p>
      ) : null}
      {variants.length === 0 ? (
        <p>Give an option a name and at least one value to make variants.</p>
      ) : (
        <table
          aria-labelledby="variants-title"
          aria-invalid={props.error ? true : undefined}
          className="sr-table"
        >
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Default</th>
              {skuEnabled ? <th scope="col">SKU</th> : null}
              <th scope="col">Price</th>
              <th scope="col">Images</th>
              <th scope="col">Front image</th>
              <th scope="col">Back image</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => {
              const title = variantTitle(variant.variant);
              const key = variantKey(variant.variant);
              const pending = props.variantFiles[key] ?? [];
              return (
                <tr key={key}>
                  <th scope="row">{title}</th>
                  <td>
                    <input
                      type="radio"
                      name="default-variant"
                      aria-label={`Default: ${title}`}
                      checked={variant.default}
                      disabled={readOnly}
                      onChange={() => onVariantsChange(setDefaultVariant(variants, index))}
                    />
                  </td>
                  {skuEnabled ? (
                    <td>
                      <Input
                        aria-label={`SKU of ${title}`}
                        value={variant.sku}
                        readOnly={readOnly}
                        onChange={(event) => setVariant(index, { sku: event.target.value })}
                      />
                    </td>
                  ) : null}
                  <td>
                    <MoneyInput
                      aria-label={`Price of ${title}`}
                      currency={props.currency}
                      value={variant.price}
                      readOnly={readOnly}
                      onValueChange={(price) => setVariant(index, { price })}
                    />
                  </td>
                  <td>
                    <span>
                      {variant.images.length + pending.length > 0
                        ? `${variant.images.length + pending.length} image(s)`
                        : ''}
                    </span>
                    {readOnly ? null : (
                      <input
                        type="file"
                        accept="image/*"
                        multiple
                        aria-label={`Images for ${title}`}
                        onChange={(event) =>
                          props.onVariantFiles(key, [...pending, ...Array.from(event.target.files ?? [])])
                        }
                      />
                    )}
                  </td>
                  <td>
                    <Select
                      aria-label={`Front image of ${title}`}
                      options={imageChoices(variant)}
                      value={variant.front_image === null ? NO_IMAGE : String(variant.front_image)}
                      disabled={readOnly}
                      onValueChange={(value) => setVariant(index, { front_image: pickImage(value) })}
                    />
                  </td>
                  <td>
                    <Select
                      aria-label={`Back image of ${title}`}
                      options={imageChoices(variant)}
                      value={variant.back_image === null ? NO_IMAGE : String(variant.back_image)}
                      disabled={readOnly}
                      onValueChange={(value) => setVariant(index, { back_image: pickImage(value) })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
