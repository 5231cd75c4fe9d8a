import { useFieldArray } from 'react-hook-form';
import { Card, Tabs, Textarea } from '@storeroom/ui';
import type { ProductControl, ProductForm } from './product-form';

/** The "Description" section: one text per description tab (spec 3 §5, tabs from settings). */
export function ProductDescription({ form }: { form: ProductForm }) {
  // The tabs' names only: typing in a tab re-renders nothing here.
  const { fields } = useFieldArray({
    control: form.control as ProductControl,
    name: 'textareas',
    keyName: 'key',
  });
  if (fields.length === 0) return null;
  return (
    <Card title="Description">
      <Tabs.Root defaultValue={fields[0]!.name}>
        <Tabs.List aria-label="Description tabs">
          {fields.map((t) => (
            <Tabs.Trigger key={t.key} value={t.name}>
              {t.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {fields.map((t, i) => (
          <Tabs.Content key={t.key} value={t.name}>
            <Textarea aria-label={t.name} rows={6} {...form.register(`textareas.${i}.text`)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Card>
  );
}
