import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Page, PageHeader } from './page';

describe('Page', () => {
  it('shows the title as the level-one heading, then the description, actions and body', () => {
    render(
      <Page
        title="Orders"
        description="Every order of the store."
        actions={<Button variant="primary">Create order</Button>}
        meta={<span>12 new</span>}
      >
        <p>List</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Orders' });
    const header = heading.closest('header')!;
    expect(within(header).getByText('Every order of the store.')).toBeInTheDocument();
    expect(within(header).getByText('12 new')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Create order' })).toBeInTheDocument();
    expect(screen.getByText('List').closest('.sr-page__body')).not.toBeNull();
    // Only one level-one heading, and no landmark of its own (the shell's <main> is one).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(heading.closest('.sr-page')).toHaveAttribute('data-width', 'full');
  });

  it('has a back link that routers can take over on a plain click only', async () => {
    const onClick = vi.fn();
    render(
      <Page title="Order #1001" back={{ label: 'Orders', href: '/admin/orders', onClick }} width="narrow">
        body
      </Page>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/admin/orders');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    // A modified click (open in a new tab) is left to the browser: not prevented, not routed.
    let prevented: boolean | null = null;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open tabs
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(prevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(link.closest('.sr-page')).toHaveAttribute('data-width', 'narrow');
  });

  it('accepts a router link element as the back link', () => {
    render(
      <PageHeader
        title="Invoice #7"
        back={<a href="/admin/orders/invoice/7">Back to the invoice order</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Back to the invoice order' })).toHaveAttribute(
      'href',
      '/admin/orders/invoice/7',
    );
  });

  it('PageHeader can be a level-two heading inside a page', () => {
    render(<PageHeader title="Variants" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Variants' })).toBeInTheDocument();
  });

  it('a standalone page (no shell around it) is the main landmark itself', () => {
    const { rerender } = render(<Page title="Invoice #7">Lines</Page>);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    rerender(
      <Page standalone title="Invoice #7">
        Lines
      </Page>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Lines');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice #7' })).toBeInTheDocument();
  });
});
