import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Last orders" headingLevel={3}>
        5 orders
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Last orders' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Last orders' })).toBeInTheDocument();
    expect(within(region).getByText('5 orders')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-variant', 'outlined');
  });

  it('shows a description and header actions; an explicit aria-label wins', () => {
    render(
      <Card
        title="Shipping"
        aria-label="Shipping address"
        description="Where the order goes."
        actions={<Button>Edit</Button>}
        variant="plain"
      >
        12 Main St
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Shipping address' });
    const header = within(region).getByRole('heading', { name: 'Shipping' }).closest('header')!;
    expect(within(header).getByText('Where the order goes.')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-variant', 'plain');
  });

  it('without a title is no landmark', () => {
    render(<Card>Plain content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Plain content')).toBeInTheDocument();
  });
});
