import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { CSV_TEMPLATES_PATH } from '../../../client';
import { CSV_TEMPLATES_MESSAGES } from '../../../schema';
import { csvTemplatesApiRef } from '../../api';
import { memoryTemplates, sampleTemplates } from '../../test-support';
import { CsvTemplateEditPage } from './csv-template-edit';

function setup(path: string, account?: Account) {
  const memory = memoryTemplates(sampleTemplates(2));
  render(
    <AdminTestProvider apis={[[csvTemplatesApiRef, memory.client]]} account={account} initialPath={path}>
      <CsvTemplateEditPage />
    </AdminTestProvider>,
  );
  return memory.http;
}

describe('CSV template editor', () => {
  it('refuses a template without columns with the spec’s message and creates nothing', async () => {
    const http = setup('/admin/csv/0');
    const form = await screen.findByRole('form', { name: 'CSV template' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Packing list');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove column 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CSV_TEMPLATES_MESSAGES.columnsEmpty)).toBeInTheDocument();
    expect(http.rows(CSV_TEMPLATES_PATH)).toHaveLength(2);
  });

  it('creates a template with ordered columns and their fields', async () => {
    const http = setup('/admin/csv/0');
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
      await screen.findByText(CSV_TEMPLATES_MESSAGES.created, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const created = http.rows(CSV_TEMPLATES_PATH).find((r) => r.title === 'Packing list');
    expect(created).toMatchObject({
      layout_type: 1,
      columns: [
        { title: 'Order', content: ['order.id'] },
        { title: 'SKU', content: ['item.sku'] },
      ],
    });
  });

  it('edits an existing template', async () => {
    const http = setup('/admin/csv/1');
    const form = await screen.findByRole('form', { name: 'CSV template' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Order lines');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lines');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(CSV_TEMPLATES_MESSAGES.updated, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(http.rows(CSV_TEMPLATES_PATH).find((r) => r.id === 1)?.title).toBe('Lines');
  });

  it('shows a missing template as not found', async () => {
    setup('/admin/csv/99');
    expect(await screen.findByText('Template not found')).toBeInTheDocument();
  });

  it('is read-only under limited access', async () => {
    setup('/admin/csv/1', testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]));
    const form = await screen.findByRole('form', { name: 'CSV template' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add column' })).not.toBeInTheDocument();
  });
});
