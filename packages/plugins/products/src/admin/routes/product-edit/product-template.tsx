import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@storeroom/core';
import { Button, Card, Field, Inline, Input, Stack } from '@storeroom/ui';
import type { ProductEditor } from './use-product-editor';

const templateBoxSchema = z.object({ name: z.string() });

/**
 * The "Template" section (spec 2 §4): saves the editor's values as a template under a name,
 * stays on the screen and closes the box.
 */
export function ProductTemplate({ editor }: { editor: ProductEditor }) {
  const [open, setOpen] = useState(false);
  const box = useZodForm(templateBoxSchema, { defaultValues: { name: '' } });
  const save = box.handleSubmit(async ({ name }) => {
    const { saved, nameError } = await editor.saveTemplate(name);
    if (nameError) box.setError('name', { type: 'validate', message: nameError });
    if (!saved) return;
    box.reset({ name: '' });
    setOpen(false);
  });
  return (
    <Card title="Template">
      {open ? (
        <Stack>
          <Field label="Template name" required error={box.formState.errors.name?.message}>
            <Input {...box.register('name')} />
          </Field>
          <Inline gap={2}>
            <Button variant="primary" loading={editor.saving} onClick={() => void save()}>
              Save template
            </Button>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Inline>
        </Stack>
      ) : (
        <Button onClick={() => setOpen(true)}>Save as template</Button>
      )}
    </Card>
  );
}
