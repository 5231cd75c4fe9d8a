import { useSearchParams } from 'react-router';
import { can, usePrincipal } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { EmptyState, Spinner } from '@storeroom/ui';
import { PRODUCTS_SUBJECT } from '../../../contract';
import { useEditorSettings, useProduct, useProductLookup, useProductTemplates } from '../../data';
import { ProductEditor } from './product-editor';

/**
 * `/admin/products/create` (no id: a new product), `?id=` edits; `/admin/products/view?id=`
 * (the global search's link) and `/admin/products/edit?id=` open the same screen.
 */
export function ProductEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
  const principal = usePrincipal();
  const canCreate = principal !== null && can(principal, PRODUCTS_SUBJECT, 'create');
  const canEdit = principal !== null && can(principal, PRODUCTS_SUBJECT, 'update');
  const canDelete = principal !== null && can(principal, PRODUCTS_SUBJECT, 'delete');
  const product = useProduct(id);
  const settings = useEditorSettings();
  const templates = useProductTemplates(id === null);
  const lookup = useProductLookup();

  const title = id === null ? 'Add product' : (product.data?.title ?? 'Product');
  const failed = (id !== null && product.isError) || settings.isError;
  const loading = (id !== null && product.isPending) || settings.isPending;

  return (
    <section aria-labelledby="product-edit-title">
      <h1 id="product-edit-title">{title}</h1>
      {failed ? (
        <EmptyState
          tone="error"
          title={
            product.error instanceof ApiError && product.error.status === 404
              ? 'Product not found.'
              : 'The product could not be loaded.'
          }
        />
      ) : loading ? (
        <Spinner label="Loading product" />
      ) : (
        <ProductEditor
          key={id ?? 'new'}
          product={id === null ? undefined : product.data}
          settings={settings.data}
          templates={templates.data ?? []}
          lookup={lookup.data}
          readOnly={id === null ? !canCreate : !canEdit}
          canDelete={canDelete}
        />
      )}
    </section>
  );
}
