import { useSearchParams } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import type { GridPanelContext } from '@storeroom/core';
import { Button, Inline } from '@storeroom/ui';

/**
 * "Save draft" and "Publish" of a gift code's side panel (spec 3 §4): both save, as a draft or
 * published; publishing then goes back to the list. The save has just cleared the dirty flag,
 * which `panel.close` of this render would not see yet: it drops `?id=` instead.
 */
export function useDraftPublish<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  saveWith,
}: {
  form: { reset(values: TIn): void; getValues(): TIn };
  saveWith(body: (values: TOut) => unknown, after?: () => void): () => Promise<void>;
}) {
  const [, setSearchParams] = useSearchParams();
  return (publish: boolean) =>
    saveWith(
      (values) => ({ ...values, is_draft: !publish }),
      () => {
        form.reset({ ...form.getValues(), is_draft: !publish });
        if (publish)
          setSearchParams((params) => {
            params.delete('id');
            return params;
          });
      },
    )();
}

export interface DraftPublishButtonsProps {
  panel: GridPanelContext<unknown>;
  readOnly: boolean;
  canDelete: boolean;
  /** The form's submit saves a draft; this publishes. */
  onPublish: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The delete button's text, e.g. "Delete coupon". */
  deleteLabel: string;
}

/** The panel's buttons: Save draft (the form's submit) and Publish, then Delete for a saved row. */
export function DraftPublishButtons({
  panel,
  readOnly,
  canDelete,
  onPublish,
  onDelete,
  deleting,
  deleteLabel,
}: DraftPublishButtonsProps) {
  return (
    <Inline gap={2}>
      {readOnly ? null : (
        <>
          <Button type="submit" loading={panel.saving}>
            Save draft
          </Button>
          <Button variant="primary" loading={panel.saving} onClick={onPublish}>
            Publish
          </Button>
        </>
      )}
      {canDelete && !panel.isNew ? (
        <Button variant="danger" loading={deleting} onClick={onDelete}>
          {deleteLabel}
        </Button>
      ) : null}
    </Inline>
  );
}
