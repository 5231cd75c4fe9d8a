import { useState } from 'react';
import { Button, ColorPicker, Dialog, RadioGroup, Stack } from '@storeroom/ui';
import { DEFAULT_THUMBNAIL_COLOR, PRODUCT_THUMBNAIL_MAX_BYTES, PRODUCTS_MESSAGES } from '../../../contract';
import type { OptionThumbnail, ProductOption } from '../../../contract';
import { syncThumbnails } from '../../../lib/variants';

export interface ThumbnailsDialogProps {
  option: ProductOption;
  /** Paths of stored images by id. */
  files: Record<string, string>;
  /** Chosen, not yet uploaded images per value. */
  pending: Record<string, File | undefined>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Applies the thumbnails and the files chosen per value. */
  onApply: (thumbnails: OptionThumbnail[], files: Record<string, File | undefined>) => void;
}

/**
 * "Edit option thumbnails" (spec 2 §2): per option value a colour (default #FFFFFF) or an image
 * (at most 20MB: '"{file}" was not added. Maximum image size allowed – 20MB.').
 */
export function ThumbnailsDialog({
  option,
  files,
  pending,
  open,
  onOpenChange,
  onApply,
}: ThumbnailsDialogProps) {
  const [thumbs, setThumbs] = useState(() => syncThumbnails(option));
  const [chosen, setChosen] = useState<Record<string, File | undefined>>(pending);
  const [modes, setModes] = useState<Record<string, 'color' | 'image'>>(() =>
    Object.fromEntries(
      syncThumbnails(option).map((t) => [t.value, t.image !== null || pending[t.value] ? 'image' : 'color']),
    ),
  );
  // The last image refused for its size (spec 2 §2), shown until another is picked.
  const [fileError, setFileError] = useState<string | null>(null);
  const set = (value: string, patch: Partial<OptionThumbnail>) =>
    setThumbs((list) => list.map((t) => (t.value === value ? { ...t, ...patch } : t)));

  const pick = (value: string, file: File | undefined) => {
    if (!file) return;
    if (file.size > PRODUCT_THUMBNAIL_MAX_BYTES) {
      setFileError(PRODUCTS_MESSAGES.thumbnailTooLarge(file.name));
      return;
    }
    setFileError(null);
    setChosen((c) => ({ ...c, [value]: file }));
  };

  const apply = () => {
    const result = thumbs.map((t) =>
      modes[t.value] === 'color' ? { ...t, image: null, color: t.color || DEFAULT_THUMBNAIL_COLOR } : t,
    );
    const kept = Object.fromEntries(Object.entries(chosen).filter(([value]) => modes[value] === 'image'));
    onApply(result, kept);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`Thumbnails: ${option.title}`}
        description="Choose a colour or an image for each value."
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Button variant="primary" onClick={apply}>
              Apply
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          {fileError ? (
            <p role="alert" className="sr-text-danger">
              {fileError}
            </p>
          ) : null}
          {thumbs.length === 0 ? <p>Add values to the option first.</p> : null}
          {thumbs.map((t) => (
            <fieldset key={t.value} className="sr-stack" data-gap="1">
              <legend>{t.value}</legend>
              <RadioGroup
                aria-label={`Thumbnail kind for ${t.value}`}
                value={modes[t.value] ?? 'color'}
                onValueChange={(mode) => setModes((m) => ({ ...m, [t.value]: mode as 'color' | 'image' }))}
                options={[
                  { value: 'color', label: 'Colour' },
                  { value: 'image', label: 'Image' },
                ]}
              />
              {modes[t.value] === 'image' ? (
                <div>
                  {chosen[t.value] ? (
                    <span>{chosen[t.value]!.name}</span>
                  ) : t.image !== null && files[String(t.image)] ? (
                    <img
                      src={files[String(t.image)]}
                      alt={`Thumbnail of ${t.value}`}
                      width={40}
                      height={40}
                    />
                  ) : null}
                  <input
                    type="file"
                    accept="image/*"
                    aria-label={`Thumbnail image for ${t.value}`}
                    onChange={(event) => pick(t.value, event.target.files?.[0])}
                  />
                </div>
              ) : (
                <ColorPicker
                  aria-label={`Thumbnail colour for ${t.value}`}
                  value={t.color || DEFAULT_THUMBNAIL_COLOR}
                  onValueChange={(color) => set(t.value, { color })}
                />
              )}
            </fieldset>
          ))}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
