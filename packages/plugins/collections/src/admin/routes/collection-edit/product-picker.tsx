import { useEffect, useId, useState } from 'react';
import { QueryState } from '@storeroom/core';
import { Button, Checkbox, Field, Input } from '@storeroom/ui';
import { useProductSearch } from '../../data';

/** A product as the picker shows it (the collection's members and the products area's search). */
interface PickedProduct {
  id: number;
  title: string;
}

/** Typing pauses this long before the picker searches again. */
export const PRODUCT_SEARCH_DELAY_MS = 300;

export interface ProductPickerProps {
  /** The chosen product ids, in order. */
  value: number[];
  onValueChange(ids: number[]): void;
  /** Titles already known (the collection's current products), so chosen rows show names. */
  known: readonly PickedProduct[];
  readOnly?: boolean;
  error?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Picks the products of a manual collection: searches the store's products through the
 * products contract (200 at a time, spec 1 §9) and lists the chosen ones.
 */
export function ProductPicker({ value, onValueChange, known, readOnly, error }: ProductPickerProps) {
  const [text, setText] = useState('');
  const query = useDebounced(text, PRODUCT_SEARCH_DELAY_MS);
  const listId = useId();
  const results = useProductSearch(query, !readOnly);
  // Titles of chosen products: the collection's own, those picked in this session, the results.
  const [picked, setPicked] = useState<Map<number, PickedProduct>>(() => new Map());
  const seen = new Map<number, PickedProduct>([
    ...known.map((p) => [p.id, p] as const),
    ...picked,
    ...(results.data?.items ?? []).map((p) => [p.id, p] as const),
  ]);
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => {
    const product = seen.get(id);
    if (on && product) setPicked((prev) => new Map(prev).set(id, product));
    onValueChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  };

  return (
    <div className="sr-collection-products">
      <h3 id={`${listId}-chosen`}>Selected products ({value.length})</h3>
      {error ? (
        <p role="alert" className="sr-field__error">
          {error}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p>No products selected yet.</p>
      ) : (
        <ul aria-labelledby={`${listId}-chosen`}>
          {value.map((id) => (
            <li key={id}>
              <span>{seen.get(id)?.title ?? `Product #${id}`}</span>
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  aria-label={`Remove ${seen.get(id)?.title ?? `product #${id}`}`}
                  onClick={() => toggle(id, false)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <>
          <Field label="Search products">
            <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
          <QueryState query={results} loading="Loading products" failed="Could not load products">
            {(data) =>
              data.items.length === 0 ? (
                <p>No products found.</p>
              ) : (
                <ul aria-label="Products found" className="sr-collection-products__results">
                  {data.items.map((product) => (
                    <li key={product.id}>
                      <Checkbox
                        label={product.title}
                        checked={chosen.has(product.id)}
                        onCheckedChange={(state) => toggle(product.id, state === true)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </>
      )}
    </div>
  );
}
