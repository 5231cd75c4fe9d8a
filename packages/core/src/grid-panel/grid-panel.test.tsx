import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createDataGridColumnHelper } from '@storeroom/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { createResourceClient } from '../client/resource';
import type { HttpClient, RequestOptions } from '../client/types';
import { createMemoryHttpClient } from '../data/memory-http-client';
import type { MemoryHttpClientOptions } from '../data/memory-http-client';
import { BULK_DELETE, GridPanel } from './grid-panel';
import type { GridBulkAction, GridPanelContext, GridPanelProps } from './grid-panel';
import { COUPON_FILTER_FIELDS } from './grid-panel.story-data';
import { useGridPanel } from './use-grid-panel';

interface Coupon extends Record<string, unknown> {
  id: number;
  code: string;
  amount: number;
}

const col = createDataGridColumnHelper<Coupon>();
const columns = col.columns([
  col.accessor('code', { header: 'Code' }),
  col.accessor('amount', { header: 'Amount', meta: { align: 'end' } }),
]);

function CouponForm({ context }: { context: GridPanelContext<Coupon> }) {
  const [code, setCode] = useState(context.item?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Coupon"
      onSubmit={(e) => {
        e.preventDefault();
        context
          .save({ code, amount: context.item?.amount ?? 5 })
          .catch((err: Error) => setError(err.message));
      }}
    >
      <label>
        Coupon code
        <input
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            context.setDirty(true);
          }}
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Save coupon</button>
    </form>
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

function setup(
  url: string,
  {
    count = 45,
    props = {},
    http: httpOptions = {},
  }: {
    count?: number;
    props?: Partial<GridPanelProps<Coupon>>;
    http?: Partial<MemoryHttpClientOptions>;
  } = {},
) {
  const memory = createMemoryHttpClient({
    resources: {
      '/coupons': Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        code: `CODE${i + 1}`,
        amount: i + 1,
      })),
    },
    ...httpOptions,
  });
  const bodies: { path: string; options: RequestOptions | undefined; at: number }[] = [];
  const http: HttpClient = {
    request: (method, path, options) => {
      bodies.push({ path: `${method} ${path}`, options, at: Date.now() });
      return memory.request(method, path, options);
    },
  };
  const coupons = createResourceClient<Coupon>(http, '/coupons');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <GridPanel<Coupon>
          resource={coupons as never}
          label="Coupons"
          columns={columns}
          getRowLabel={(c) => c.code}
          filterFields={COUPON_FILTER_FIELDS}
          bulkActions={[BULK_DELETE]}
          newLabel="Add coupon"
          renderPanel={(context) => <CouponForm context={context} />}
          {...props}
        />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { memory, bodies };
}

const location = () =>
  new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent ?? '');
const grid = () => screen.getByRole('grid', { name: 'Coupons' });

describe('GridPanel', () => {
  it('loads the page from the URL and moves between pages and sizes', async () => {
    setup('/coupons?page=2');
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE21' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Coupons pages' })).toHaveTextContent('21–40 of 45');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE41' })).toBeInTheDocument();
    expect(location().get('page')).toBe('3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(location().get('size')).toBe('50');
    expect(location().get('page')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Coupons pages' })).toHaveTextContent('1–45 of 45'),
    );
    expect(grid()).toHaveAttribute('aria-rowcount', '46');
  });

  it('shows the panel error when the row cannot be loaded', async () => {
    setup('/coupons?id=999');
    const panel = await screen.findByRole('dialog', { name: '#999' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The requested item does not exist.');
  });

  it('opens the side panel for ?id= and keeps the grid, its page and selection while it is open', async () => {
    setup('/coupons?id=3');
    const panel = await screen.findByRole('dialog', { name: 'CODE3' });
    expect(await within(panel).findByRole('textbox', { name: 'Coupon code' })).toHaveValue('CODE3');
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select CODE5' }));
    await userEvent.click(within(grid()).getByRole('gridcell', { name: 'CODE7' }));
    expect(location().get('id')).toBe('7');
    expect(await screen.findByRole('dialog', { name: 'CODE7' })).toBeInTheDocument();
    expect(within(grid()).getByRole('checkbox', { name: 'Select CODE5' })).toBeChecked();
    expect(within(grid()).getByRole('row', { current: true })).toHaveTextContent('CODE7');
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(location().get('id')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a new unsaved row as id 0 and saving it creates the item', async () => {
    const { memory } = setup('/coupons');
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(location().get('id')).toBe('0');
    const panel = await screen.findByRole('dialog', { name: 'New coupons' });
    expect(memory.log).not.toContain('GET /coupons/0');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Coupon code' }), 'SPRING');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(location().get('id')).toBe('46'));
    expect(memory.rows('/coupons').at(-1)).toMatchObject({ id: 46, code: 'SPRING' });
  });

  it('opens nothing for ?id=0 on a screen that offers no new row (no "new" button)', async () => {
    setup('/coupons?id=0', { props: { newLabel: undefined } });
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Coupon' })).not.toBeInTheDocument();
    // A real row still opens by its id.
    await userEvent.click(within(grid()).getByRole('gridcell', { name: 'CODE2' }));
    expect(await screen.findByRole('dialog', { name: 'CODE2' })).toBeInTheDocument();
  });

  it('saving updates the row in place', async () => {
    setup('/coupons?id=2');
    const panel = await screen.findByRole('dialog', { name: 'CODE2' });
    const input = await within(panel).findByRole('textbox', { name: 'Coupon code' });
    await userEvent.clear(input);
    await userEvent.type(input, 'RENAMED');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    expect(await within(grid()).findByRole('gridcell', { name: 'RENAMED' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('row')[2]).toHaveTextContent('RENAMED');
  });

  it('asks before leaving a form with unsaved changes', async () => {
    setup('/coupons?id=1');
    const panel = await screen.findByRole('dialog', { name: 'CODE1' });
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Coupon code' }), 'X');
    await userEvent.click(within(grid()).getByRole('gridcell', { name: 'CODE4' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('All your changes will be lost. Are you sure you want to do this?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(location().get('id')).toBe('1');
    expect(within(screen.getByRole('dialog', { name: 'CODE1' })).getByRole('textbox')).toHaveValue('CODE1X');

    await userEvent.click(within(grid()).getByRole('gridcell', { name: 'CODE4' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(location().get('id')).toBe('4'));
  });

  it('asks before leaving the page (a link elsewhere) with unsaved changes in the panel', async () => {
    const memory = createMemoryHttpClient({
      resources: { '/coupons': [{ id: 1, code: 'CODE1', amount: 1 }] },
    });
    const coupons = createResourceClient<Coupon>(memory, '/coupons');
    const router = createMemoryRouter(
      [
        {
          path: '/coupons',
          element: (
            <>
              <Link to="/reports">Reports</Link>
              <GridPanel<Coupon>
                resource={coupons as never}
                label="Coupons"
                columns={columns}
                getRowLabel={(c) => c.code}
                renderPanel={(context) => <CouponForm context={context} />}
              />
            </>
          ),
        },
        { path: '/reports', element: <h1>Reports page</h1> },
      ],
      { initialEntries: ['/coupons?id=1'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole('dialog', { name: 'CODE1' });
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Coupon code' }), 'X');
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('All your changes will be lost. Are you sure you want to do this?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/coupons');
    expect(within(screen.getByRole('dialog', { name: 'CODE1' })).getByRole('textbox')).toHaveValue('CODE1X');

    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
  });

  it('bulk delete asks first, then deletes, and steps back a page when the page empties', async () => {
    const { memory } = setup('/coupons?page=3');
    await within(grid()).findByRole('gridcell', { name: 'CODE45' });
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete these?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(memory.rows('/coupons')).toHaveLength(45);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(memory.rows('/coupons')).toHaveLength(40));
    expect(memory.log).toContain('POST /coupons/delete');
    await waitFor(() => expect(location().get('page')).toBe('2'));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE21' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Coupons pages' })).toHaveTextContent('21–40 of 40');
  });

  it('reports per-item errors of a bulk action', async () => {
    setup('/coupons', {
      count: 3,
      http: { bulkItemError: (_action, row) => (row.id === 2 ? 'Coupon is in use.' : undefined) },
    });
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Delete failed for some items:');
    expect(alert).toHaveTextContent('#2: Coupon is in use.');
    // the list is refreshed: the rows that could go are gone, the failed one is back
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(2));
    expect(within(grid()).getByRole('gridcell', { name: 'CODE2' })).toBeInTheDocument();
  });

  it('deletes every matching row in pages of 200 when "select all matching" is chosen', async () => {
    const { memory, bodies } = setup('/coupons', { count: 450 });
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 450 matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(memory.rows('/coupons')).toHaveLength(0));
    const pages = bodies.filter((b) => b.path === 'GET /coupons' && b.options?.query?.size === 200);
    expect(pages).toHaveLength(3);
    const calls = bodies.filter((b) => b.path === 'POST /coupons/delete');
    expect(calls.map((b) => (b.options!.body as { ids: number[] }).ids.length)).toEqual([200, 200, 50]);
  });

  it('builds the search body from the filter builder (empty values dropped)', async () => {
    const { bodies } = setup('/coupons');
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'amount');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operator 1' }), '>=');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Value 1' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operator 2' }), 'notcontains');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE40' })).toBeInTheDocument();
    const search = bodies.filter((b) => b.path === 'POST /coupons/search').at(-1)!;
    expect(search.options?.body).toEqual({ amount: { operator: '>=', value: 40 } });
    expect(screen.getByRole('navigation', { name: 'Coupons pages' })).toHaveTextContent('1–6 of 6');
    expect(JSON.parse(location().get('filter')!)).toEqual([
      { field: 'amount', operator: '>=', value: '40' },
      { field: 'code', operator: 'notcontains', value: '' },
    ]);
  });

  it('saves the current filter as a named view, applies it and deletes it', async () => {
    const { memory } = setup(
      '/coupons?filter=' + encodeURIComponent('[{"field":"code","operator":"contains","value":"CODE4"}]'),
    );
    await within(grid()).findByRole('gridcell', { name: 'CODE45' });
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name cannot be blank.');
    await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'Fours');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const picker = screen.getByRole('combobox', { name: 'Saved view' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Fours' })).toBeInTheDocument());
    expect(memory.log).toContain('POST /coupons/saved-views');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().get('filter')).toBeNull());
    await userEvent.selectOptions(picker, 'Fours');
    await waitFor(() => expect(location().get('filter')).toContain('CODE4'));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE45' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(within(picker).queryByRole('option', { name: 'Fours' })).not.toBeInTheDocument(),
    );
    expect(memory.log).toContain('DELETE /coupons/saved-views/1');
  });

  it('sorts on the server through the URL', async () => {
    const { bodies } = setup('/coupons');
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(location().get('sort')).toBe('!amount'));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE45' })).toBeInTheDocument();
    expect(bodies.at(-1)?.options?.query?.sort).toBe('!amount');
  });
});

describe('GridPanel infinite scroll', () => {
  it('appends pages as the end comes into view, at most one request per 800 ms', async () => {
    const { bodies } = setup('/coupons', {
      count: 12,
      props: { mode: 'infinite', pageSizes: [5], defaultPageSize: 5, filterFields: [] },
    });
    expect(await screen.findByText('10 of 12 loaded')).toBeInTheDocument();
    expect(await screen.findByText('12 of 12 loaded', undefined, { timeout: 30_000 })).toBeInTheDocument();
    const pages = bodies.filter((b) => b.path === 'GET /coupons');
    expect(pages.map((b) => b.options?.query?.page)).toEqual([1, 2, 3]);
    // pages 2 and 3 are both asked for by reaching the end: the second waits for the throttle
    expect(pages[2]!.at - pages[1]!.at).toBeGreaterThanOrEqual(750);
    expect(screen.queryByRole('navigation', { name: 'Coupons pages' })).not.toBeInTheDocument();
  });
});

describe('GridPanel parts', () => {
  // A screen composed of the parts: its own toolbar button, the open row in the path
  // (/coupons/{id}) instead of ?id=, and a bulk action whose step opens the screen's dialog.
  function CouponsScreen({ resource }: { resource: GridPanelProps<Coupon>['resource'] }) {
    const { id } = useParams();
    const navigate = useNavigate();
    const { search } = useLocation();
    const grid = useGridPanel<Coupon>({
      resource,
      label: 'Coupons',
      getRowLabel: (c) => c.code,
      filterFields: [{ name: 'code', label: 'Code' }],
      openRows: true,
      panelId: id === undefined ? null : Number(id),
      onPanelIdChange: (next) =>
        void navigate({ pathname: next === null ? '/coupons' : `/coupons/${next}`, search }),
    });
    const double: GridBulkAction<Coupon> = {
      action: 'double',
      label: 'Double amount',
      async prepare(step) {
        const sure = await step.dialog<boolean>((close) => (
          <div role="dialog" aria-label="Double amounts">
            <p>{`${step.ids.length} coupons`}</p>
            <button type="button" onClick={() => close(true)}>
              Double them
            </button>
          </div>
        ));
        return sure === true;
      },
      send: async (ids) => {
        for (const couponId of ids) {
          const coupon = await resource.get(couponId);
          await resource.update(couponId, { amount: coupon.amount * 2 });
        }
      },
    };
    return (
      <GridPanel.Root grid={grid}>
        <GridPanel.Toolbar>
          <GridPanel.Filters savedViews={false} />
          <button type="button" onClick={() => grid.url.setPage(2)}>
            Second page
          </button>
        </GridPanel.Toolbar>
        <GridPanel.BulkStatus />
        <GridPanel.Grid<Coupon> columns={columns} bulkActions={[double]} />
        <GridPanel.Pager />
        <GridPanel.Panel<Coupon> title={(item) => (item ? `Coupon ${item.code}` : 'Coupon')}>
          {(context) => <p>{`Amount ${context.item?.amount ?? ''}`}</p>}
        </GridPanel.Panel>
      </GridPanel.Root>
    );
  }

  function setupParts(url: string) {
    const memory = createMemoryHttpClient({
      resources: {
        '/coupons': Array.from({ length: 25 }, (_, i) => ({
          id: i + 1,
          code: `CODE${i + 1}`,
          amount: i + 1,
        })),
      },
    });
    const resource = createResourceClient<Coupon>(memory, '/coupons');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/coupons/:id?" element={<CouponsScreen resource={resource as never} />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return memory;
  }

  it('composes the toolbar, grid, pager and a panel whose row lives in the path', async () => {
    setupParts('/coupons/3');
    expect(await screen.findByRole('dialog', { name: 'Coupon CODE3' })).toHaveTextContent('Amount 3');
    await userEvent.click(screen.getByRole('button', { name: 'Second page' }));
    expect(await within(grid()).findByRole('gridcell', { name: 'CODE21' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Coupons pages' })).toHaveTextContent('21–25 of 25');
    // Enter on a focused row opens it.
    within(grid()).getByRole('gridcell', { name: 'CODE22' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Coupon CODE22' })).toHaveTextContent('Amount 22');
    expect(location().get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("runs a bulk action whose step opens the screen's dialog, then refreshes the rows", async () => {
    const memory = setupParts('/coupons');
    await within(grid()).findByRole('gridcell', { name: 'CODE1' });
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select CODE1' }));
    await userEvent.click(within(grid()).getByRole('checkbox', { name: 'Select CODE2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Double amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Double amounts' });
    expect(dialog).toHaveTextContent('2 coupons');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Double them' }));
    await waitFor(() =>
      expect(
        memory
          .rows('/coupons')
          .slice(0, 3)
          .map((r) => r.amount),
      ).toEqual([2, 4, 3]),
    );
    expect(screen.queryByRole('dialog', { name: 'Double amounts' })).not.toBeInTheDocument();
    // the rows show the new amounts (CODE2: 4)
    await waitFor(() => expect(within(grid()).getAllByRole('row')[2]).toHaveTextContent('CODE24'));
    expect(within(grid()).getByRole('checkbox', { name: 'Select CODE1' })).not.toBeChecked();
  });
});
