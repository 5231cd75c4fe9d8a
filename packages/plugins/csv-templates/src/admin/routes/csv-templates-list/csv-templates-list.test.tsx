import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestServer, TestSession } from '@storeroom/server/testing';
import { AdminTestProvider } from '@storeroom/core/testing';
import { SEED_TEMPLATES } from '../../../server/seed-data';
import { csvTemplatesTestServer } from '../../../server/test-server';
import { CsvTemplatesListPage } from './csv-templates-list';

let t: TestServer;
beforeAll(async () => {
  t = await csvTemplatesTestServer();
});
afterAll(() => t.close());

function setup(session: TestSession) {
  render(
    <AdminTestProvider fetch={t.fetch} {...session} initialPath="/admin/csv">
      <CsvTemplatesListPage />
    </AdminTestProvider>,
  );
}

describe('CSV templates list (on the real server)', () => {
  it('lists the templates newest first, each linking to its editor', async () => {
    setup(await t.session(DEMO_CREDENTIALS.owner));
    const grid = await screen.findByRole('grid', { name: 'CSV templates' });
    const newest = SEED_TEMPLATES.at(-1)!.title;
    await within(grid).findByText(newest);
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([...SEED_TEMPLATES].reverse().map((s) => s.title));
    expect(links[0]!.getAttribute('href')).toMatch(/^\/admin\/csv\/\d+$/);
    expect(within(grid).getByText('One cell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/csv/0');
  });

  it('offers no new template and no bulk delete under limited access', async () => {
    setup(await t.employeeSession([{ subject: 'csv', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'CSV templates' });
    await within(grid).findByText(SEED_TEMPLATES[0]!.title);
    expect(screen.queryByRole('link', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
