import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Checkbox, Inline, Input, Stack, TagInput } from '@storeroom/ui';
import type { OptionThumbnail, ProductOption, ProductVariant } from '../../../contract';
import { lookGroups, recalculateVariants, syncThumbnails, variantTitle } from '../../../lib/variants';
import { thumbKey, variantKey } from './editor-state';
import type { ProductEditor } from './use-product-editor';
import { ThumbnailsDialog } from './thumbnails-dialog';

export interface OptionsEditorProps {
  editor: ProductEditor;
  /** Replaces the variants (a field array's `replace`), after the options changed. */
  replaceVariants: (variants: ProductVariant[]) => void;
  /** Paths of stored images by id. */
  storedFiles: Record<string, string>;
  readOnly: boolean;
}

/**
 * Options (spec 2 §4): changing an option recalculates the variants (combinations of titled
 * options with values, equal combinations kept, one default); thumbnails per value; new
 * images per look (options that change the look), for every variant of that look.
 */
export function OptionsEditor({ editor, replaceVariants, storedFiles, readOnly }: OptionsEditorProps) {
  const { form, files, setFiles } = editor;
  const options = useWatch({ control: form.control, name: 'options' });
  const [thumbsFor, setThumbsFor] = useState<number | null>(null);

  const changeOptions = (next: ProductOption[]) => {
    const synced = next.map((o) => ({ ...o, thumbnails: syncThumbnails(o) }));
    form.setValue('options', synced, { shouldDirty: true });
    replaceVariants(recalculateVariants(synced, form.getValues('variants')));
  };
  const setOption = (index: number, patch: Partial<ProductOption>) =>
    changeOptions(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  const pendingThumbs = (index: number) =>
    Object.fromEntries(
      Object.entries(files.thumbFiles)
        .filter(([key]) => key.startsWith(`${index}\u0000`))
        .map(([key, file]) => [key.slice(String(index).length + 1), file]),
    );
  const applyThumbs = (
    index: number,
    thumbnails: OptionThumbnail[],
    chosen: Record<string, File | undefined>,
  ) => {
    form.setValue(
      'options',
      options.map((o, i) => (i === index ? { ...o, thumbnails } : o)),
      { shouldDirty: true },
    );
    setFiles((s) => {
      const next = Object.fromEntries(
        Object.entries(s.thumbFiles).filter(([k]) => !k.startsWith(`${index}\u0000`)),
      );
      for (const [value, file] of Object.entries(chosen)) if (file) next[thumbKey(index, value)] = file;
      return { ...s, thumbFiles: next };
    });
  };
  const groups = readOnly ? [] : lookGroups(options);

  return (
    <Stack data-testid="options-editor">
      <h3>Options</h3>
      {options.map((option, index) => (
        <Inline key={index} gap={2} wrap role="group" aria-label={`Option ${index + 1}`}>
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
        </Inline>
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
          files={storedFiles}
          pending={pendingThumbs(thumbsFor)}
          open
          onOpenChange={(open) => (open ? undefined : setThumbsFor(null))}
          onApply={(thumbnails, chosen) => applyThumbs(thumbsFor, thumbnails, chosen)}
        />
      ) : null}

      {groups.length > 0 ? (
        <Stack role="group" aria-label="Images by look">
          <h3>Images by look</h3>
          <Stack as="ul" gap={1}>
            {groups.map((group) => {
              const key = variantKey(group.variant);
              const title = variantTitle(group.variant);
              const pending = files.groupFiles[key] ?? [];
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
                      setFiles((s) => ({
                        ...s,
                        groupFiles: {
                          ...s.groupFiles,
                          [key]: [...pending, ...Array.from(event.target.files ?? [])],
                        },
                      }))
                    }
                  />
                </li>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
