import { Card, Link, Skeleton } from '@storeroom/ui';
import { items, useHelloSettings } from '../data';

/**
 * Dashboard widget (the dashboard's `dashboard.widgets` slot): the store's greeting and how
 * many active items there are. Shown only to users with access to the Hello subject (the slot
 * fill's subject).
 */
export function HelloWidget() {
  const greeting = useHelloSettings();
  const active = items.useSearch({ status: 'active' }, { size: 1 });
  return (
    <Card title="Hello">
      {greeting.isPending || active.isPending ? (
        <Skeleton />
      ) : greeting.isError || active.isError ? (
        <p role="alert">The Hello figures could not be loaded.</p>
      ) : (
        <>
          <p>{greeting.data.greeting}</p>
          <p>
            <Link href="/admin/hello">{active.data._meta.totalCount} active items</Link>
          </p>
        </>
      )}
    </Card>
  );
}
