import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { DescriptionList } from '../description-list/description-list';
import { EmptyState } from '../empty-state/empty-state';
import { Grid } from '../grid/grid';
import { Page } from './page';

const meta = {
  title: 'UI/Layout/Page',
  component: Page,
  parameters: { layout: 'padded' },
  args: {
    title: 'Orders',
    description: 'Every order of the store, newest first.',
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary">Create order</Button>
      </>
    ),
    children: (
      <Card title="Orders" flush>
        <EmptyState
          title="No orders yet"
          description="Orders appear here as soon as customers check out."
          size="compact"
        />
      </Card>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: ['full', 'narrow'] } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An editor: back link, a status beside the title, sections in a responsive grid. */
export const Editor: Story = {
  args: {
    title: 'Invoice #1042',
    back: { label: 'Invoice orders', href: '#invoice-orders' },
    meta: (
      <Badge tone="success" dot>
        Paid
      </Badge>
    ),
    description: 'Issued 12 March 2026 to Ada Lovelace.',
    actions: <Button variant="primary">Save</Button>,
    children: (
      <Grid columns={{ base: 1, md: 2 }}>
        <Card title="Customer">
          <DescriptionList.Root
            items={[
              { term: 'Name', description: 'Ada Lovelace' },
              { term: 'Email', description: 'ada@example.com' },
            ]}
          />
        </Card>
        <Card title="Totals">
          <DescriptionList.Root
            align="end"
            items={[
              { term: 'Subtotal', description: '$120.00' },
              { term: 'Total', description: '$132.00', emphasis: true },
            ]}
          />
        </Card>
      </Grid>
    ),
  },
};

/** Settings and forms keep a readable width. */
export const Narrow: Story = {
  args: {
    width: 'narrow',
    title: 'Product settings',
    description: 'Defaults for new products.',
    actions: undefined,
    children: <Card title="Defaults">Weight unit: lb</Card>,
  },
};

export const LongContent: Story = {
  args: {
    title: 'A page title long enough to wrap onto a second line beside several actions on a laptop',
    description: 'A long description of what this screen is for. '.repeat(6),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const EditorDark: Story = { ...Editor, globals: { theme: 'dark' } };

/**
 * A chromeless view (an invoice ready to print): the page is the `<main>` landmark and brings
 * its own padding; on paper its back link and actions are left out.
 */
export const Standalone: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    standalone: true,
    width: 'narrow',
    title: 'Invoice #1042',
    description: 'Issued 03/12/2026',
    back: { label: 'Back to the invoice order', href: '#invoice' },
    actions: <Button>Print</Button>,
    children: (
      <DescriptionList.Root
        align="end"
        aria-label="Invoice totals"
        items={[
          { term: 'Subtotal', description: '$120.00' },
          { term: 'Total', description: '$132.00', emphasis: true },
        ]}
      />
    ),
  },
};
