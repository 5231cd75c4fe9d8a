import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GridPanel, filterFieldsOf, useFormat, useToast, usePrefillFilter, useRights } from '@storeroom/core';
import type { GridBulkAction, GridFilterField } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Inline, Switch, createDataGridColumnHelper } from '@storeroom/ui';
import {
  PRODUCTS_DEFAULT_SORT,
  PRODUCTS_MESSAGES,
  PRODUCTS_PAGE_SIZE,
  PRODUCTS_SUBJECT,
} from '../../../contract';
import type { ProductItem, ProductLookup } from '../../../contract';
import { deleteQuestion } from '../../../lib/product-rules';
import { products, useProductLookup } from '../../data';

const col = createDataGridColumnHelper<ProductItem>();

/** spec 2 §4: bulk 1 Publish, 2 Unpublish, 3 Delete. */
const PUBLISH: GridBulkAction = { action: 'publish', label: 'Publish' };
const UNPUBLISH: GridBulkAction = { action: 'unpublish', label: 'Unpublish' };
const DELETE: GridBulkAction = {
  action: 'delete',
  label: 'Delete',
  // spec 4 §5: the question lists up to 15 SKUs of the selected products.
  confirm: (rows) =>
    deleteQuestion(
      rows.flatMap((r) => (r as ProductItem).skus ?? []),
      true,
    ),
  tone: 'danger',
  optimistic: 'remove',
};
const BULK_MESSAGES: Record<string, string> = {
  publish: PRODUCTS_MESSAGES.bulkPublished,
  unpublish: PRODUCTS_MESSAGES.bulkUnpublished,
  delete: PRODUCTS_MESSAGES.bulkDeleted,
};

/** The publish toggle of a row: a silent PATCH of is_draft (spec 2 §7); failure shows the first error. */
function PublishToggle({ product, disabled }: { product: ProductItem; disabled: boolean }) {
  const update = products.useUpdate();
  const toast = useToast();
  // The switch shows the asked-for state while the PATCH runs, then the server's again.
  const [pending, setPending] = useState<boolean | null>(null);
  const published = pending ?? !product.is_draft;
  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await update.mutateAsync({ id: product.id, body: { is_draft: !next } });
      toast.success(
        next ? PRODUCTS_MESSAGES.published(product.title) : PRODUCTS_MESSAGES.unpublished(product.title),
      );
    } catch (error) {
      const first =
        error instanceof ApiError
          ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message)
          : String(error);
      toast.error(first);
    } finally {
      setPending(null);
    }
  };
  return (
    <Switch
      aria-label={`Published: ${product.title}`}
      checked={published}
      disabled={disabled || update.isPending}
      onCheckedChange={(next) => void toggle(next)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

function useColumns(canEdit: boolean) {
  const format = useFormat();
  return useMemo(
    () => [
      col.accessor('title', {
        header: 'Title',
        cell: (info) => (
          <RouterLink to={`/admin/products/create?id=${info.row.original.id}`}>{info.getValue()}</RouterLink>
        ),
      }),
      col.accessor('is_draft', {
        header: 'Published',
        meta: { width: 110 },
        cell: (info) => <PublishToggle product={info.row.original} disabled={!canEdit} />,
      }),
      col.accessor('type', { header: 'Type' }),
      col.accessor('vendor', { header: 'Vendor' }),
      col.accessor('price', {
        header: 'Price',
        cell: (info) => {
          const value = info.getValue();
          return value === null ? '—' : format.money(value);
        },
      }),
      col.accessor('variant_count', { header: 'Variants', enableSorting: false, meta: { width: 90 } }),
      col.accessor('tags', {
        header: 'Tags',
        enableSorting: false,
        cell: (info) => info.getValue().join(', '),
      }),
    ],
    [format, canEdit],
  );
}

/** The builder's fields, from the contract; their choices come from the store's lookup data. */
const FILTER_FIELDS = filterFieldsOf(products.contract, [
  'title',
  'collections',
  'tags',
  'type',
  'vendor',
  'is_draft',
]);

function filterFieldsWith(lookup: ProductLookup | undefined): GridFilterField[] {
  const options = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  const choices: Record<string, GridFilterField['options']> = {
    collections: (lookup?.collections ?? []).map((c) => ({ value: String(c.id), label: c.title })),
    tags: options(lookup?.tags),
    type: options(lookup?.types),
    vendor: options(lookup?.vendors),
  };
  return (
    FILTER_FIELDS
      // spec 2 §2: collections only when the store has some (several "is" rows: any of them).
      .filter((field) => field.name !== 'collections' || (choices.collections?.length ?? 0) > 0)
      .map((field) => (choices[field.name] ? { ...field, options: choices[field.name] } : field))
  );
}

export interface ProductsListPageProps {
  /**
   * The gift card products instead (spec 3 §2 `/admin/products/gift-cards`): "All Products"
   * leaves them out, as the spec's product searches do (`is_giftcard` false).
   */
  giftCards?: boolean;
}

/**
 * `/admin/products` "All Products" (spec 2 §2): filters, saved views, bulk actions, publish
 * toggles; gift card products are not among them but on `/admin/products/gift-cards`.
 */
export function ProductsListPage({ giftCards = false }: ProductsListPageProps) {
  const client = products.useResource();
  const toast = useToast();
  const navigate = useNavigate();
  const lookup = useProductLookup();
  usePrefillFilter('chqsearch', { field: 'title', operator: 'contains' });
  // Templates are products too (spec 2 §4); they are listed on demand, apart from the catalogue.
  const [templates, setTemplates] = useState(false);
  const { canCreate, canEdit, canDelete } = useRights(PRODUCTS_SUBJECT);
  const columns = useColumns(canEdit);
  const filterFields = useMemo(() => filterFieldsWith(lookup.data), [lookup.data]);
  const bulkActions = [...(canEdit ? [PUBLISH, UNPUBLISH] : []), ...(canDelete ? [DELETE] : [])];
  return (
    <section aria-labelledby="products-list-title">
      <Inline justify="between" gap={2} wrap>
        <h1 id="products-list-title">{giftCards ? 'Gift Card Products' : 'All Products'}</h1>
        {giftCards ? null : (
          <Switch label="Show templates" checked={templates} onCheckedChange={setTemplates} />
        )}
        {canCreate && !giftCards ? (
          <Button variant="primary" onClick={() => void navigate('/admin/products/create')}>
            Add product
          </Button>
        ) : null}
      </Inline>
      <GridPanel<ProductItem>
        resource={client}
        label="Products"
        title={false}
        columns={columns}
        getRowLabel={(item) => item.title}
        filterFields={filterFields}
        key={giftCards ? 'gift-cards' : templates ? 'templates' : 'products'}
        baseFilter={{ is_template: templates, is_giftcard: giftCards }}
        defaultPageSize={PRODUCTS_PAGE_SIZE}
        defaultSort={PRODUCTS_DEFAULT_SORT}
        bulkActions={bulkActions}
        onBulkDone={(action) => {
          const message = BULK_MESSAGES[action];
          if (message) toast.success(message);
        }}
      />
    </section>
  );
}

/** `/admin/products/gift-cards` (spec 3 §2): the gift card products, each opening in the product editor. */
export function GiftCardProductsPage() {
  return <ProductsListPage giftCards />;
}
