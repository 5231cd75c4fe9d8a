import { useState } from 'react';
import { errorMessages } from '@storeroom/core';
import { Button, Combobox, FormErrors, Inline, Stack } from '@storeroom/ui';
import { UPSELLS_MESSAGES } from '../../../contract';
import { useProductSearch, useProductsById } from '../../data';

/** The names of products by id (for the rows of a picker), from the products area's contract. */
export function useProductNames(ids: readonly number[]): Map<number, string> {
  const named = useProductsById(ids);
  return new Map((named.data?.items ?? []).map((p) => [p.id, p.title]));
}

/**
 * Picks products of the catalogue through the products area's contract (spec 3 §7 products
 * search, 200 at a time): a search box that adds the chosen product, and the picked ones with
 * Remove. Without the products area the search fails and the picker says so (spec 3 §8).
 */
export function ProductPicker({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  readOnly?: boolean;
}) {
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  const names = useProductNames(value);
  const options = (search.data?.items ?? [])
    .filter((p) => !value.includes(p.id))
    .map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <Stack gap={1}>
      {readOnly ? null : (
        <Combobox
          aria-label={label}
          placeholder="Search products"
          options={options}
          value={null}
          loading={search.isFetching}
          filter={false}
          emptyText="No products found"
          onInputChange={setText}
          onValueChange={(id) => {
            if (id !== null) onChange([...value, Number(id)]);
          }}
        />
      )}
      {search.isError ? (
        <FormErrors messages={[UPSELLS_MESSAGES.referencesError, ...errorMessages(search.error)]} />
      ) : null}
      <ul aria-label={label}>
        {value.map((id) => (
          <li key={id}>
            <Inline gap={2}>
              <span>{names.get(id) ?? `Product #${id}`}</span>
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  aria-label={`Remove ${names.get(id) ?? `product #${id}`}`}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                >
                  Remove
                </Button>
              )}
            </Inline>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
