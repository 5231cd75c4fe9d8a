import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('is a navigation with links, marks the current page and hands clicks to a router', async () => {
    const onClick = vi.fn();
    render(
      <Breadcrumb items={[{ label: 'Products', href: '/admin/products', onClick }, { label: 'Tent' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByText('Tent')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
