import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Inline } from './inline';

describe('Inline', () => {
  it('lays buttons side by side, wrapping by default, with its state as data attributes', () => {
    render(
      <Inline justify="end" role="group" aria-label="Form actions">
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
      </Inline>,
    );
    const group = screen.getByRole('group', { name: 'Form actions' });
    expect(group).toHaveClass('sr-inline');
    expect(group).toHaveAttribute('data-gap', '2');
    expect(group).toHaveAttribute('data-align', 'center');
    expect(group).toHaveAttribute('data-justify', 'end');
    expect(group).toHaveAttribute('data-wrap', '');
    expect(group).not.toHaveAttribute('style');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Save']);
  });

  it('can stay on one line and render as a navigation list', () => {
    render(
      <Inline as="nav" wrap={false} gap={4} aria-label="Inventory">
        <a href="/admin/inventory">Items</a>
        <a href="/admin/inventory/warehouses">Warehouses</a>
      </Inline>,
    );
    const nav = screen.getByRole('navigation', { name: 'Inventory' });
    expect(nav).not.toHaveAttribute('data-wrap');
    expect(nav).toHaveAttribute('data-gap', '4');
  });
});
