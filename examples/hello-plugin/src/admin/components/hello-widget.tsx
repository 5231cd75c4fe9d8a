import { useQuery } from '@tanstack/react-query';
import { useApi } from '@storeroom/core';
import { Card, Link, Skeleton } from '@storeroom/ui';
import { helloApiRef, helloSettingsApiRef } from '../api';

/**
 * Dashboard widget (slot `dashboard.widgets`): the store's greeting and how many active
 * items there are. Shown only to users with access to the Hello subject (the slot fill's
 * subject).
 */
export function HelloWidget() {
  const items = useApi(helloApiRef);
  const settings = useApi(helloSettingsApiRef);
  const greeting = useQuery({ queryKey: ['plugin.hello', 'settings'], queryFn: () => settings.get() });
  const active = useQuery({
    queryKey: ['plugin.hello', 'active-count'],
    queryFn: async () => (await items.search({ status: 'active' }, { size: 1 }))._meta.totalCount,
  });
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
            <Link href="/admin/hello">{active.data} active items</Link>
          </p>
        </>
      )}
    </Card>
  );
}
