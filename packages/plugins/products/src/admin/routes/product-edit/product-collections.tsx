import { Card, Checkbox, Stack } from '@storeroom/ui';
import type { ProductEditor } from './use-product-editor';

export interface ProductCollectionsProps {
  editor: ProductEditor;
  readOnly: boolean;
}

/**
 * The "Collections" section: the manual collections the product is in, chosen here rather than
 * one by one from each collection (issue 18 item 9). By-rules collections are not offered:
 * their rules decide. Saved with the product; without the collections area it is not shown.
 */
export function ProductCollections({ editor, readOnly }: ProductCollectionsProps) {
  const { collections, collectionsUnavailable, collectionIds, setCollectionIds } = editor;
  if (collectionsUnavailable) return null;
  return (
    <Card title="Collections">
      {collections === undefined ? (
        <p role="status">Loading collections…</p>
      ) : collections.length === 0 ? (
        <p>The store has no manual collections yet.</p>
      ) : (
        <Stack as="fieldset" gap={2} aria-label="Collections">
          {collections.map((c) => (
            <Checkbox
              key={c.id}
              label={c.title}
              checked={collectionIds.includes(c.id)}
              disabled={readOnly}
              onCheckedChange={(on) =>
                setCollectionIds(
                  on === true ? [...collectionIds, c.id] : collectionIds.filter((id) => id !== c.id),
                )
              }
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
