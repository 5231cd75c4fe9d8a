import { createDataGridColumnHelper, Field, FormErrors, Input } from '@storeroom/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResourceClient } from '../client/resource';
import { createMemoryHttpClient } from '../data/memory-http-client';
import { useRemoveResource } from '../data/resource-hooks';
import { AdminTestProvider } from '../testing';
import { GridPanel } from './grid-panel';
import type { GridPanelContext } from './types';
import { usePanelForm } from './use-panel-form';

interface Coupon extends Record<string, unknown> {
  id: number;
  code: string;
}

const schema = z.object({ code: z.string().trim().min(1, 'Code cannot be blank.') });
const col = createDataGridColumnHelper<Coupon>();
const columns = col.columns([col.accessor('code', { header: 'Code' })]);

function setup(url: string, readOnly = false) {
  const http = createMemoryHttpClient({
    resources: { '/coupons': [1, 2, 3].map((id) => ({ id, code: `CODE${id}` })) },
    // A rule only the server knows: codes are unique.
    validate: (path, body) =>
      typeof body.code === 'string' && body.code.trim().toUpperCase() === 'CODE2' && path === '/coupons'
        ? { code: ['Code is already taken.'] }
        : undefined,
  });
  const coupons = createResourceClient<Coupon>(http, '/coupons');

  function CouponForm({ panel }: { panel: GridPanelContext<Coupon> }) {
    const removal = useRemoveResource(coupons);
    const { form, submit, remove, errors } = usePanelForm({
      panel,
      schema,
      values: (item) => ({ code: item?.code ?? '' }),
      messages: { saved: (c) => `Coupon ${c.code} saved.`, deleted: 'Coupon deleted.' },
      remove: (id) => removal.mutateAsync(id),
      readOnly,
    });
    return (
      <form aria-label="Coupon" onSubmit={submit} noValidate>
        <Field label="Code" error={form.formState.errors.code?.message}>
          <Input {...form.register('code')} readOnly={readOnly} />
        </Field>
        <FormErrors messages={errors} />
        <button type="submit">Save coupon</button>
        <button type="button" onClick={() => void remove()}>
          Delete coupon
        </button>
      </form>
    );
  }

  function Location() {
    return <output aria-label="location">{useLocation().search}</output>;
  }

  render(
    <AdminTestProvider initialPath={url}>
      <GridPanel<Coupon>
        resource={coupons as never}
        label="Coupons"
        columns={columns}
        getRowLabel={(c) => c.code}
        newLabel="Add coupon"
        renderPanel={(panel) => <CouponForm panel={panel} />}
      />
      <Location />
    </AdminTestProvider>,
  );
  return http;
}

const location = () =>
  new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent ?? '');

describe('usePanelForm', () => {
  it('creates the new row 0, says so with the saved item, and the form is no longer dirty', async () => {
    const http = setup('/coupons?id=0');
    const panel = await screen.findByRole('dialog', { name: 'New coupons' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Code' }), 'SPRING');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon SPRING saved.')).toBeInTheDocument();
    await waitFor(() => expect(location().get('id')).toBe('4'));
    expect(http.rows('/coupons').at(-1)).toMatchObject({ id: 4, code: 'SPRING' });
    // Saved: closing asks nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(location().get('id')).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("puts the schema's and the server's messages on the field, keeps the input and saves nothing", async () => {
    const http = setup('/coupons?id=0');
    const panel = await screen.findByRole('dialog', { name: 'New coupons' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    expect(await within(panel).findByText('Code cannot be blank.')).toBeInTheDocument();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Code' }), 'code2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    expect(await within(panel).findByText('Code is already taken.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Code' })).toHaveValue('code2');
    expect(http.rows('/coupons')).toHaveLength(3);
    // Unsaved input: closing asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('All your changes will be lost.');
  });

  it('deletes the open row after the generic question, says so and closes the panel', async () => {
    const http = setup('/coupons?id=2');
    const panel = await screen.findByRole('dialog', { name: 'CODE2' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete coupon' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Coupon deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location().get('id')).toBeNull());
    expect(http.rows('/coupons').map((c) => c.code)).toEqual(['CODE1', 'CODE3']);
  });

  it('never saves or deletes a read-only form', async () => {
    const http = setup('/coupons?id=1', true);
    const panel = await screen.findByRole('dialog', { name: 'CODE1' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete coupon' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save coupon' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(http.log.filter((line) => !line.startsWith('GET'))).toEqual([]);
  });
});
