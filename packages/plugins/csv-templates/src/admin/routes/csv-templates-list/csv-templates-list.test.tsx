import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import { csvTemplatesApiRef } from '../../api';
import { memoryTemplates, sampleTemplates } from '../../test-support';
import { CsvTemplatesListPage } from './csv-templates-list';

function setup(account?: Account) {
  const { client } = memoryTemplates(sampleTemplates(3));
  render(
    <AdminTestProvider apis={[[csvTemplatesApiRef, client]]} account={account} initialPath="/admin/csv">
      <CsvTemplatesListPage />
    </AdminTestProvider>,
  );
}

describe('CSV templates list', () => {
  it('lists the templates newest first, each linking to its editor', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'CSV templates' });
    await within(grid).findByText('Template 3');
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Template 3', 'Template 2', 'Order lines']);
    expect(links[2]).toHaveAttribute('href', '/admin/csv/1');
    expect(within(grid).getByText('One cell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/csv/0');
  });

  it('offers no new template and no bulk delete under limited access', async () => {
    setup(testEmployeeAccount([{ subject: 'csv', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'CSV templates' });
    await within(grid).findByText('Template 3');
    expect(screen.queryByRole('link', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
