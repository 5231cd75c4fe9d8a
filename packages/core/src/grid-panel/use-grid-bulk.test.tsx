import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataGridSelection } from '@storeroom/ui';
import { createResourceClient } from '../client/resource';
import { ApiError } from '../client/types';
import { createMemoryHttpClient } from '../data/memory-http-client';
import { ConfirmHost } from '../notifications/confirm-host';
import { createDialogService } from '../notifications/dialog-service';
import type { GridBulkAction, RowId } from './types';
import { useGridBulk } from './use-grid-bulk';

interface Coupon extends Record<string, unknown> {
  id: number;
  code: string;
}

function setup(count = 3) {
  const memory = createMemoryHttpClient({
    resources: { '/coupons': Array.from({ length: count }, (_, i) => ({ id: i + 1, code: `CODE${i + 1}` })) },
  });
  const resource = createResourceClient<Coupon>(memory, '/coupons');
  const dialogs = createDialogService();
  const clearSelection = vi.fn();
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useGridBulk<Coupon>({
        resource: resource as never,
        dialogs,
        collectIds: async (selection) => selection.ids.map(Number),
        items: memory.rows('/coupons') as Coupon[],
        clearSelection,
        onDone,
      }),
    { wrapper },
  );
  // The questions and the dialogs a step opens render as the grid's Root renders them.
  const host = render(
    <>
      <ConfirmHost service={dialogs} />
    </>,
  );
  const showDialog = () =>
    host.rerender(
      <>
        {hook.result.current.dialog}
        <ConfirmHost service={dialogs} />
      </>,
    );
  const all = (n: number) => sel(Array.from({ length: n }, (_, i) => String(i + 1)));
  return { memory, hook, clearSelection, onDone, showDialog, all };
}

/** A selection of rows on screen (not "all matching"). */
function sel(ids: string[]): DataGridSelection {
  return { ids, allMatching: false, count: ids.length };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The confirm dialog's view loads with the first question (lazy); load it once up front.
beforeAll(async () => {
  await import('../notifications/confirm-view');
});

describe('useGridBulk', () => {
  it('a step asks a question inside the action and goes on with the answer', async () => {
    const { hook, memory, onDone } = setup();
    const sent: RowId[][] = [];
    const action: GridBulkAction<Coupon, string> = {
      action: 'publish',
      label: 'Publish',
      async prepare(step) {
        const rows = step.rows.map((r) => r.code).join(', ');
        return step.ask({ message: `Publish ${rows}?` });
      },
      send: async (ids) => {
        sent.push([...ids]);
        return 'ok';
      },
    };
    let running!: Promise<void>;
    act(() => void (running = hook.result.current.run(action, sel(['1', '3']))));
    const question = await screen.findByRole('alertdialog', {}, { timeout: 30_000 });
    expect(question).toHaveTextContent('Publish CODE1, CODE3?');
    expect(hook.result.current.busy).toBe(true);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await act(() => running);
    expect(sent).toEqual([[1, 3]]);
    expect(onDone).toHaveBeenCalledWith('publish', [1, 3]);
    expect(hook.result.current.busy).toBe(false);
    expect(memory.log).not.toContain('POST /coupons/publish');
  });

  it('No to the confirmation, or a step answering false, cancels: nothing is sent, the selection stays', async () => {
    const { hook, memory, clearSelection, onDone, showDialog } = setup();
    let running!: Promise<void>;
    act(
      () =>
        void (running = hook.result.current.run(
          { action: 'delete', label: 'Delete', confirm: true, tone: 'danger' },
          sel(['1']),
        )),
    );
    const question = await screen.findByRole('alertdialog', {}, { timeout: 30_000 });
    expect(question).toHaveTextContent('Are you sure you want to delete these?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await act(() => running);

    // A dialog opened by a step and closed without an answer.
    const pick: GridBulkAction<Coupon> = {
      action: 'move',
      label: 'Move',
      async prepare(step) {
        const where = await step.dialog<string>((close) => (
          <div role="dialog" aria-label="Move to">
            <button type="button" onClick={() => close('B')}>
              Shelf B
            </button>
            <button type="button" onClick={() => close()}>
              Cancel
            </button>
          </div>
        ));
        return where !== undefined;
      },
    };
    act(() => void (running = hook.result.current.run(pick, sel(['2']))));
    await waitFor(() => expect(hook.result.current.dialog).not.toBeNull());
    showDialog();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Move to' })).getByRole('button', { name: 'Cancel' }),
    );
    await act(() => running);
    showDialog();
    expect(screen.queryByRole('dialog', { name: 'Move to' })).not.toBeInTheDocument();

    expect(memory.log.filter((l) => l.startsWith('POST'))).toEqual([]);
    expect(memory.rows('/coupons')).toHaveLength(3);
    expect(clearSelection).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(hook.result.current.failure).toBeNull();
  });

  it('a dialog step answers a value the chunks use', async () => {
    const { hook, showDialog } = setup();
    const bodies: unknown[] = [];
    let shelf: string | undefined;
    const move: GridBulkAction<Coupon> = {
      action: 'move',
      label: 'Move',
      async prepare(step) {
        shelf = await step.dialog<string>((close) => (
          <div role="dialog" aria-label="Move to">
            <button type="button" onClick={() => close('B')}>
              Shelf B
            </button>
          </div>
        ));
        return shelf !== undefined;
      },
      send: async (ids) => void bodies.push({ ids, shelf }),
    };
    let running!: Promise<void>;
    act(() => void (running = hook.result.current.run(move, sel(['1', '2']))));
    await waitFor(() => expect(hook.result.current.dialog).not.toBeNull());
    showDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Shelf B' }));
    await act(() => running);
    expect(bodies).toEqual([{ ids: [1, 2], shelf: 'B' }]);
  });

  it('sends chunks of the chunk size one after another and reports progress', async () => {
    const { hook, clearSelection, all } = setup(5);
    const calls: { ids: RowId[]; answer: ReturnType<typeof deferred<number>> }[] = [];
    const finish = vi.fn();
    const action: GridBulkAction<Coupon, number> = {
      action: 'archive',
      label: 'Archive',
      chunkSize: 2,
      send: (ids) => {
        const answer = deferred<number>();
        calls.push({ ids: [...ids], answer });
        return answer.promise;
      },
      finish,
    };
    let running!: Promise<void>;
    act(() => void (running = hook.result.current.run(action, all(5))));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(hook.result.current.progress).toEqual({ action: 'Archive', done: 0, total: 5 });
    await act(async () => calls[0]!.answer.resolve(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(hook.result.current.progress).toEqual({ action: 'Archive', done: 2, total: 5 });
    await act(async () => calls[1]!.answer.resolve(2));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(hook.result.current.progress).toEqual({ action: 'Archive', done: 4, total: 5 });
    await act(async () => calls[2]!.answer.resolve(1));
    await act(() => running);
    expect(calls.map((c) => c.ids)).toEqual([[1, 2], [3, 4], [5]]);
    expect(finish).toHaveBeenCalledWith([2, 2, 1], expect.objectContaining({ ids: [1, 2, 3, 4, 5] }));
    expect(clearSelection).toHaveBeenCalledTimes(1);
    expect(hook.result.current.progress).toBeNull();
  });

  it('a failed chunk is reported with its per-item errors; the other chunks still go', async () => {
    const { hook, clearSelection, onDone, all } = setup(5);
    const sent: RowId[][] = [];
    const finish = vi.fn();
    const action: GridBulkAction<Coupon> = {
      action: 'archive',
      label: 'Archive',
      chunkSize: 2,
      send: async (ids) => {
        sent.push([...ids]);
        if (ids.includes(3)) throw new ApiError(422, 'Some failed.', { '3': ['Coupon is in use.'] });
      },
      finish,
    };
    await act(() => hook.result.current.run(action, all(5)));
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    expect(hook.result.current.failure).toEqual({ action: 'Archive', messages: ['#3: Coupon is in use.'] });
    expect(finish).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(clearSelection).not.toHaveBeenCalled();
    act(() => hook.result.current.dismissFailure());
    expect(hook.result.current.failure).toBeNull();
  });

  it('sends POST /x/{action} by default', async () => {
    const { hook, memory } = setup(3);
    await act(() => hook.result.current.run({ action: 'delete', label: 'Delete' }, sel(['2'])));
    expect(memory.log).toContain('POST /coupons/delete');
    expect(memory.rows('/coupons').map((r) => r.id)).toEqual([1, 3]);
  });
});
