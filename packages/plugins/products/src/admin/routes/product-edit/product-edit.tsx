import { useSearchParams } from 'react-router';
import { ResourcePage, useRights } from '@storeroom/core';
import type { ResourcePageSource } from '@storeroom/core';
import { EmptyState, Page, Spinner } from '@storeroom/ui';
import { PRODUCTS_SUBJECT } from '../../../contract';
import type { ProductItem } from '../../../contract';
import { useEditorSettings, useProduct, useProductLookup, useProductTemplates } from '../../data';
import { ProductEditor } from './product-editor';

/** The editor's load: one product expanded (variants, options, tabs, images). */
const productSource: ResourcePageSource<ProductItem> = {
  useItem: (id) => useProduct(id === null || id === undefined ? null : Number(id)),
};

/**
 * `/admin/products/create` (no id: a new product), `?id=` edits; `/admin/products/view?id=`
 * (the global search's link) and `/admin/products/edit?id=` open the same screen.
 */
export function ProductEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
  const { canCreate, canEdit, canDelete } = useRights(PRODUCTS_SUBJECT);
  // The same query as the page's load below (one request): the title for the header.
  const product = useProduct(id);
  const settings = useEditorSettings();
  const templates = useProductTemplates(id === null);
  const lookup = useProductLookup();

  const title = id === null ? 'Add product' : (product.data?.title ?? 'Product');
  return (
    <Page title={title}>
      {settings.isError ? (
        <EmptyState tone="error" title="The product could not be loaded." />
      ) : settings.isPending ? (
        <Spinner label="Loading product" />
      ) : (
        <ResourcePage
          resource={productSource}
          id={id}
          noun="product"
          backTo={{ href: '/admin/products', label: 'Back to products' }}
        >
          {(item) => (
            <ProductEditor
              product={item}
              settings={settings.data}
              templates={templates.data ?? []}
              lookup={lookup.data}
              readOnly={id === null ? !canCreate : !canEdit}
              canDelete={canDelete}
            />
          )}
        </ResourcePage>
      )}
    </Page>
  );
}
