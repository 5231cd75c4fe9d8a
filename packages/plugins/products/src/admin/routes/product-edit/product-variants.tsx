import { useFieldArray, useWatch } from 'react-hook-form';
import { FormSwitch } from '@storeroom/core';
import { Card } from '@storeroom/ui';
import { OptionsEditor } from './options-editor';
import type { ProductEditor } from './use-product-editor';
import { VariantsTable } from './variants-table';

/** The "Variants" section: the multi-product switch, options and the variants (spec 2 §4). */
export function ProductVariants({
  editor,
  currency,
  storedFiles,
  readOnly,
  error,
}: {
  editor: ProductEditor;
  currency: string | undefined;
  storedFiles: Record<string, string>;
  readOnly: boolean;
  error?: string;
}) {
  const { control } = editor.form;
  const isMulti = useWatch({ control, name: 'is_multi' });
  // The keys of the variants only: a change inside a variant re-renders its own row.
  const { fields, replace } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  return (
    <Card title="Variants">
      <FormSwitch
        control={control}
        name="is_multi"
        label="This product has options, like size or colour"
        disabled={readOnly}
      />
      {isMulti ? (
        <>
          <OptionsEditor
            editor={editor}
            replaceVariants={replace}
            storedFiles={storedFiles}
            readOnly={readOnly}
          />
          <VariantsTable
            editor={editor}
            rowKeys={fields.map((f) => f.key)}
            currency={currency}
            storedFiles={storedFiles}
            readOnly={readOnly}
            error={error}
          />
        </>
      ) : null}
    </Card>
  );
}
