import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSuite } from '@storeroom/server/testing';
import { DEMO_CREDENTIALS } from '@storeroom/server';
import type { TestSession } from '@storeroom/server/testing';
import { screenOnServer } from '@storeroom/core/testing';
import { SEED_TEMPLATES } from '../../../server/seed-data';
import { csvTemplatesTestServer } from '../../../server/test-server';
import { CsvTemplatesListPage } from './csv-templates-list';

const s = ownerSuite(csvTemplatesTestServer, { beforeAll, afterAll });

function setup(session: TestSession) {
  render(screenOnServer(s, <CsvTemplatesListPage />, '/admin/csv', { as: session }));
}

describe('CSV templates list (on the real server)', () => {
  it('lists the templates newest first, each linking to its editor', async () => {
    setup(await s.t.session(DEMO_CREDENTIALS.owner));
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
    setup(await s.t.employeeSession([{ subject: 'csv', rule: 1, options: [] }]));
    const grid = await screen.findByRole('grid', { name: 'CSV templates' });
    await within(grid).findByText(SEED_TEMPLATES[0]!.title);
    expect(screen.queryByRole('link', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  });
});
