import { useEffect, useMemo, useState } from 'react';
import Papa from 'papaparse';
import { ApiError } from '@storeroom/core/client';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  FormErrors,
  Inline,
  Input,
  NumberInput,
  Select,
  Table,
} from '@storeroom/ui';
import {
  ADD_ITEMS_PAGE_SIZE,
  ADD_ITEMS_SEARCH_PAGE_SIZE,
  ADD_ITEMS_TOTALS_DELAY_MS,
  TRANSFERS_MESSAGES,
} from '../../contract';
import { useCatalogueLookup, useFindItems, useItemSearch } from '../data';
import type { ItemQuery, PickerItem } from '../data';

/** The choice that sets no catalogue filter. */
const ANY = '*';
type CatalogueFilters = Pick<ItemQuery, 'tag' | 'type' | 'vendor' | 'collection'>;

/** An item picked in the dialog and how many of it. */
export interface PickedItem {
  item: PickerItem;
  quantity: number;
}

export interface AddItemsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The origin warehouse: its available stock is shown beside each item. */
  fromWarehouse: number | null;
  /** Skus already in the transfer (offered, marked as added). */
  existing: readonly string[];
  onAdd: (picked: PickedItem[]) => void;
}

/** A value that follows `value` after `ms` without change (spec 2 §9: totals after 300 ms). */
function useDelayed<T>(value: T, ms: number): T {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return delayed;
}

interface CsvRow {
  sku: string;
  quantity: number;
}

/** Reads sku and quantity columns (header names case-insensitive; "qty" works too). */
function parseCsv(file: File): Promise<CsvRow[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: true,
      transformHeader: (h) => h.trim().toLowerCase(),
      complete: (result) => {
        const fatal = result.errors.find((e) => e.type !== 'FieldMismatch');
        if (fatal) {
          reject(new Error(fatal.message));
          return;
        }
        resolve(
          result.data
            .map((row) => ({
              sku: String(row.sku ?? '').trim(),
              quantity: Math.max(1, Math.floor(Number(row.quantity ?? row.qty ?? 1)) || 1),
            }))
            .filter((row) => row.sku !== ''),
        );
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * The add-items dialog of the transfer form (spec 2 §9): a search of the inventory plugin's
 * items of 100 (200 when searching by text or CSV), a quantity per picked item with totals
 * that refresh after 300 ms, a CSV import (sku, quantity) parsed with papaparse, and the
 * catalogue filters of spec 2 §7 (tag, type, vendor, collection; choices from the products
 * plugin's lookup). Mount it
 * while open: closing unmounts it, so the next opening starts empty.
 */
export function AddItemsDialog({ open, onOpenChange, fromWarehouse, existing, onAdd }: AddItemsDialogProps) {
  const findItems = useFindItems();
  const [typed, setTyped] = useState('');
  const text = useDelayed(typed.trim(), 300);
  const [csvItems, setCsvItems] = useState<PickerItem[] | null>(null);
  const [csvError, setCsvError] = useState<string[]>([]);
  const [picked, setPicked] = useState<Record<string, PickedItem>>({});
  const [filters, setFilters] = useState<CatalogueFilters>({});
  const lookup = useCatalogueLookup();
  const filtered = Object.values(filters).some((v) => v !== undefined);

  // The last results stay while the next search runs: rows (and a quantity being typed) are
  // not torn down and rebuilt on every search.
  const search = useItemSearch(
    { text, ...filters },
    text === '' && !filtered ? ADD_ITEMS_PAGE_SIZE : ADD_ITEMS_SEARCH_PAGE_SIZE,
    { enabled: open && csvItems === null },
  );
  const items = csvItems ?? search.items ?? [];

  const totals = useMemo(() => {
    const list = Object.values(picked);
    return { products: list.length, units: list.reduce((n, p) => n + p.quantity, 0) };
  }, [picked]);
  const shownTotals = useDelayed(totals, ADD_ITEMS_TOTALS_DELAY_MS);

  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    setCsvError([]);
    try {
      const rows = await parseCsv(file);
      const found =
        rows.length === 0
          ? []
          : await findItems({ skus: rows.map((r) => r.sku) }, ADD_ITEMS_SEARCH_PAGE_SIZE);
      if (found.length === 0) {
        setCsvError([TRANSFERS_MESSAGES.csvEmpty]);
        return;
      }
      setCsvItems(found);
      setPicked((current) => {
        const next = { ...current };
        for (const item of found) {
          const quantity = rows
            .filter((r) => r.sku.toLowerCase() === item.sku.toLowerCase())
            .reduce((n, r) => n + r.quantity, 0);
          next[item.sku] = { item, quantity: Math.max(1, quantity) };
        }
        return next;
      });
    } catch (error) {
      // spec 2 §8: parser problems show the parser's message.
      setCsvError(
        error instanceof ApiError ? error.messages : [error instanceof Error ? error.message : String(error)],
      );
    }
  };

  const toggle = (item: PickerItem, on: boolean) =>
    setPicked((current) => {
      const next = { ...current };
      if (on) next[item.sku] = { item, quantity: current[item.sku]?.quantity ?? 1 };
      else delete next[item.sku];
      return next;
    });

  const setQuantity = (item: PickerItem, quantity: number | null) =>
    setPicked((current) => ({ ...current, [item.sku]: { item, quantity: Math.max(1, quantity ?? 1) } }));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Add items"
        size="lg"
        footer={
          <>
            <span role="status" aria-live="polite">
              Selected: {shownTotals.products} products, {shownTotals.units} units
            </span>
            <Button onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button
              variant="primary"
              disabled={totals.products === 0}
              onClick={() => {
                onAdd(Object.values(picked));
                onOpenChange(false);
              }}
            >
              Add to transfer
            </Button>
          </>
        }
      >
        <Inline gap={3} align="end">
          <Field label="Search products">
            <Input
              type="search"
              value={typed}
              onChange={(event) => {
                setCsvItems(null);
                setTyped(event.target.value);
              }}
            />
          </Field>
          <Field label="Import CSV (sku, quantity)">
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void importCsv(event.target.files?.[0])}
            />
          </Field>
        </Inline>
        <Inline gap={3} align="end">
          {(
            [
              ['tag', 'Tag', lookup.data?.tags],
              ['type', 'Type', lookup.data?.types],
              ['vendor', 'Vendor', lookup.data?.vendors],
            ] as const
          ).map(([key, label, values]) => (
            <Field key={key} label={label}>
              <Select
                options={[
                  { value: ANY, label: 'Any' },
                  ...(values ?? []).map((v) => ({ value: v, label: v })),
                ]}
                value={filters[key] ?? ANY}
                onValueChange={(value) => {
                  setCsvItems(null);
                  setFilters((f) => ({ ...f, [key]: value === ANY ? undefined : value }));
                }}
              />
            </Field>
          ))}
          <Field label="Collection">
            <Select
              options={[
                { value: ANY, label: 'Any' },
                ...(lookup.data?.collections ?? []).map((c) => ({ value: String(c.id), label: c.title })),
              ]}
              value={filters.collection === undefined ? ANY : String(filters.collection)}
              onValueChange={(value) => {
                setCsvItems(null);
                setFilters((f) => ({ ...f, collection: value === ANY ? undefined : Number(value) }));
              }}
            />
          </Field>
        </Inline>
        <FormErrors messages={csvError} />
        {search.isError && csvItems === null ? (
          <FormErrors
            messages={search.error instanceof ApiError ? search.error.messages : [String(search.error)]}
          />
        ) : null}
        {search.isFetching && csvItems === null ? <p role="status">Loading products…</p> : null}
        {!search.isFetching && items.length === 0 && !search.isError ? <p>No products found.</p> : null}
        {items.length > 0 ? (
          <Table.Root aria-label="Products">
            <Table.Columns
              columns={[
                'Select',
                'Product',
                'SKU',
                fromWarehouse !== null && { label: 'Available', align: 'end' },
                'Quantity',
              ]}
            />
            <Table.Body>
              {items.map((item) => {
                const name = `${item.title}${item.variant ? ` ${item.variant}` : ''}`;
                const chosen = picked[item.sku];
                return (
                  <Table.Row key={item.sku}>
                    <Table.Cell>
                      <Checkbox
                        aria-label={`Select ${name} (${item.sku})`}
                        checked={chosen !== undefined}
                        onCheckedChange={(checked) => toggle(item, checked === true)}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      {name} {existing.includes(item.sku) ? <em>(in the transfer)</em> : null}
                    </Table.Cell>
                    <Table.Cell>{item.sku}</Table.Cell>
                    {fromWarehouse !== null ? (
                      <Table.Cell numeric>{item.available[fromWarehouse] ?? 0}</Table.Cell>
                    ) : null}
                    <Table.Cell>
                      <NumberInput
                        aria-label={`Quantity of ${item.sku}`}
                        decimals={0}
                        min={1}
                        value={chosen?.quantity ?? 1}
                        disabled={chosen === undefined}
                        onValueChange={(value) => setQuantity(item, value)}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
