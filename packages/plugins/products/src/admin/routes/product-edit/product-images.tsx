import { useWatch } from 'react-hook-form';
import { Button, Card, FileUpload, Inline } from '@storeroom/ui';
import type { ProductEditor } from './use-product-editor';

/** The "Images" section: the saved images (removable) and new ones, uploaded on save (spec 2 §4). */
export function ProductImages({
  editor,
  storedFiles,
  readOnly,
}: {
  editor: ProductEditor;
  /** Paths of stored images by id. */
  storedFiles: Record<string, string>;
  readOnly: boolean;
}) {
  const { form, files, setFiles } = editor;
  const [images, title] = useWatch({ control: form.control, name: ['images', 'title'] });
  return (
    <Card title="Images">
      {images.length > 0 ? (
        <Inline as="ul" gap={2} wrap aria-label="Product images">
          {images.map((id, index) => (
            <li key={id}>
              {storedFiles[String(id)] ? (
                <img
                  src={storedFiles[String(id)]}
                  alt={`${title || 'Product'} (${index + 1})`}
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
                  onClick={() =>
                    form.setValue(
                      'images',
                      images.filter((i) => i !== id),
                      { shouldDirty: true },
                    )
                  }
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </Inline>
      ) : null}
      {readOnly ? null : (
        <FileUpload
          label="Add images"
          accept="image/*"
          previews
          value={files.productFiles}
          onValueChange={(productFiles) => setFiles((s) => ({ ...s, productFiles }))}
        />
      )}
    </Card>
  );
}
