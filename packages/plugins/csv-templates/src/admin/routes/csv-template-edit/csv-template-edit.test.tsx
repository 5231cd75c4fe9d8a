import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { createCsvTemplatesClient } from '../../../client';
import { CSV_TEMPLATES_MESSAGES } from '../../../contract';
import { csvTemplatesTestServer } from '../../../server/test-server';
import { CsvTemplateEditPage } from './csv-template-edit';

let firstId: number;
const s = ownerSuite(csvTemplatesTestServer, { beforeAll, afterAll });

/** The templates as the server holds them (read as the owner). */
const server = () => createCsvTemplatesClient(s.t.http(s.owner)).templates;
const all = async () => (await server().list({ size: 200, sort: 'id' })).items;
beforeEach(async () => {
  firstId = (await all())[0]!.id;
});

function setup(path: string, session?: TestSession) {
  render(screenOnServer(s, <CsvTemplateEditPage />, path, { as: session }));
}

describe('CSV template editor', () => {
  it('refuses a template without columns with the spec’s message and creates nothing', async () => {
    const before = await all();
    setup('/admin/csv/0');
    const form = await screen.findByRole('form', { name: 'CSV template' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Empty list');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove column 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CSV_TEMPLATES_MESSAGES.columnsEmpty)).toBeInTheDocument();
    expect(await all()).toHaveLength(before.length);
  });

  it('creates a template with ordered columns and their fields', async () => {
    setup('/admin/csv/0');
    const form = await screen.findByRole('form', { name: 'CSV template' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Packing list');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // A column needs a title and at least one field.
    expect(await within(form).findByText(CSV_TEMPLATES_MESSAGES.columnTitleRequired)).toBeInTheDocument();
    expect(within(form).getByText(CSV_TEMPLATES_MESSAGES.columnContentEmpty)).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Column 1 title' }), 'SKU');
    await userEvent.type(
      within(form).getByRole('combobox', { name: 'Column 1 content' }),
      'Item: sku{Enter}',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add column' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Column 2 title' }), 'Order');
    await userEvent.type(
      within(form).getByRole('combobox', { name: 'Column 2 content' }),
      'Order: id{Enter}',
    );
    // Put "Order" first.
    await userEvent.click(within(form).getByRole('button', { name: /Move Order up/i }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(CSV_TEMPLATES_MESSAGES.created, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const created = (await all()).find((r) => r.title === 'Packing list');
    expect(created).toMatchObject({
      layout_type: 1,
      columns: [
        { title: 'Order', content: ['order.id'] },
        { title: 'SKU', content: ['item.sku'] },
      ],
    });
  });

  it('edits an existing template', async () => {
    setup(`/admin/csv/${firstId}`);
    const form = await screen.findByRole('form', { name: 'CSV template' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Order lines (row per item)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lines');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(CSV_TEMPLATES_MESSAGES.updated, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await server().get(firstId)).title).toBe('Lines');
  });

  it('shows a missing template as not found', async () => {
    setup('/admin/csv/99');
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup(`/admin/csv/${firstId}`, await s.t.employeeSession([{ subject: 'csv', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'CSV template' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add column' })).not.toBeInTheDocument();
  });
});
