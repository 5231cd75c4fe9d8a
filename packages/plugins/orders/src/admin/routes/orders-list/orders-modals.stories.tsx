import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AdminTestProvider, testEmployeeAccount } from '@storeroom/core/testing';
import type { Account } from '@storeroom/core/client';
import type { FulfilmentTemplate, Warehouse } from '../../../contract';
import { ordersHttp, SAMPLE_FULFILMENT_TEMPLATES } from '../../story-data';
import { CsvFulfilmentDialog } from './csv-fulfilment-dialog';
import { ExportDialog } from './export-dialog';

function Host({
  children,
  templates,
  warehouses,
  exportTemplates,
  account,
}: {
  children: ReactNode;
  templates?: FulfilmentTemplate[];
  warehouses?: Warehouse[];
  exportTemplates?: { id: number; title: string }[];
  account?: Account;
}) {
  return (
    <AdminTestProvider
      http={ordersHttp({ fulfilmentTemplates: templates, warehouses, exportTemplates })}
      account={account}
    >
      {children}
    </AdminTestProvider>
  );
}

const meta = {
  title: 'Plugins/Orders/List modals',
  component: Host,
  args: { children: null },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSV mass fulfilment, step 1 of 3: a store with two warehouses, none picked yet. */
export const CsvFulfilment: Story = {
  args: { children: <CsvFulfilmentDialog open onOpenChange={() => undefined} /> },
};
/** A store with one warehouse: it is picked by default. */
export const CsvFulfilmentOneWarehouse: Story = {
  args: {
    warehouses: [{ id: 1, title: 'Main warehouse' }],
    children: <CsvFulfilmentDialog open onOpenChange={() => undefined} />,
  },
};
/** No inventory area (no warehouses): no warehouse is asked for. */
export const CsvFulfilmentNoWarehouses: Story = {
  args: { warehouses: [], children: <CsvFulfilmentDialog open onOpenChange={() => undefined} /> },
};
/** Export with the CSV template picker (no templates server here: the error line shows). */
export const Export: Story = {
  args: { children: <ExportDialog open onOpenChange={() => undefined} filter={{}} /> },
};
/**
 * Export by an employee with Orders + allow_export and no CSV templates rule: the templates
 * come from the orders area's own list (issue 18).
 */
export const ExportWithTemplates: Story = {
  args: {
    exportTemplates: [
      { id: 3, title: 'Warehouse pick list' },
      { id: 2, title: 'Accounting' },
    ],
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: ['allow_export'] }]),
    children: <ExportDialog open onOpenChange={() => undefined} filter={{}} />,
  },
};
/** CSV mass fulfilment with saved mass-fulfilment templates to pick from. */
export const CsvFulfilmentWithTemplates: Story = {
  args: {
    templates: SAMPLE_FULFILMENT_TEMPLATES,
    children: <CsvFulfilmentDialog open onOpenChange={() => undefined} />,
  },
};
/** A saved template loaded into the mapping form for editing (issue 18 item 7). */
export const CsvFulfilmentEditingTemplate: Story = {
  args: CsvFulfilmentWithTemplates.args,
  play: async () => {
    // The dialog and the select's options are portalled out of the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'CSV fulfilment' });
    const title = SAMPLE_FULFILMENT_TEMPLATES[0]!.title;
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Column template' }));
    await userEvent.click(await screen.findByRole('option', { name: title }));
    await userEvent.click(await within(dialog).findByRole('button', { name: `Edit template ${title}` }));
    await expect(within(dialog).getByRole('group', { name: `Edit template ${title}` })).toBeInTheDocument();
  },
};
export const Dark: Story = { ...CsvFulfilment, globals: { theme: 'dark' } };
/**
 * A limited employee without allow_fulfilments (e.g. reached through a direct link): templates
 * can be picked but not saved or deleted (spec 2 §6).
 */
export const CsvFulfilmentWithoutTemplateRights: Story = {
  args: {
    ...CsvFulfilmentWithTemplates.args,
    account: testEmployeeAccount([{ subject: 'orders', rule: 1, options: ['allow_edit'] }]),
  },
};
