// The floor of bench/orders-list.bench.mjs: the least a React app needs to list the orders
// of the same server — React 19, React Router and TanStack Table, nothing of Storeroom. It
// restores the session the admin's way (the refresh cookie), fetches the page the admin's
// list shows (GET /api/v1/orders, 50 newest first) and renders the same six columns with the
// same grid semantics (`role="grid"`, `aria-rowcount`, `aria-rowindex`), so one wait serves
// both pages. Built by the bench itself (base `/floor/`), never shipped.
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useSearchParams } from 'react-router';

interface Order {
  id: number;
  display_number: string;
  order_date: string;
  full_name: string;
  paid: number;
  status: number;
  total: number;
}

interface Page {
  items: Order[];
  _meta: { totalCount: number };
}

const features = tableFeatures({});
const col = createColumnHelper<typeof features, Order>();
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns = col.columns([
  col.accessor('display_number', { header: 'Order' }),
  col.accessor('order_date', { header: 'Date', cell: (c) => dateTime.format(new Date(c.getValue())) }),
  col.accessor('full_name', { header: 'Customer' }),
  col.accessor('paid', { header: 'Paid', cell: (c) => (c.getValue() ? 'Paid' : 'Not paid') }),
  col.accessor('status', { header: 'Status' }),
  col.accessor('total', { header: 'Total', cell: (c) => money.format(Number(c.getValue())) }),
]);

function OrdersPage() {
  const [params] = useSearchParams();
  const size = params.get('size') ?? '50';
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // The session as the admin restores it after a reload: the refresh cookie buys an access
    // token (POST /auth/refresh with the session header), then the page of orders.
    fetch('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { 'x-storeroom-session': 'cookie', 'content-type': 'application/json' },
      body: '{}',
      signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`refresh: HTTP ${res.status}`);
        const { access_token } = (await res.json()) as { access_token: string };
        const list = await fetch(`/api/v1/orders?page=1&size=${encodeURIComponent(size)}&sort=!order_date`, {
          headers: { authorization: `Bearer ${access_token}` },
          signal,
        });
        if (!list.ok) throw new Error(`orders: HTTP ${list.status}`);
        setPage((await list.json()) as Page);
      })
      .catch((e: unknown) => {
        if (!signal.aborted) setError(String(e));
      });
    return () => controller.abort();
  }, [size]);
  const table = useTable({ features, columns, data: page?.items ?? [], getRowId: (o) => String(o.id) });
  if (error) return <p role="alert">{error}</p>;
  if (!page) return <p>Loading…</p>;
  return (
    <main>
      <h1>Orders</h1>
      <table role="grid" aria-label="Orders" aria-rowcount={page.items.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row" aria-rowindex={1}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row, i) => (
            <tr key={row.id} role="row" aria-rowindex={i + 2}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/floor/orders', element: <OrdersPage /> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
