import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid';

describe('Grid', () => {
  it('sets a fixed column count as data-columns', () => {
    render(
      <Grid columns={3} data-testid="grid">
        <div>A</div>
        <div>B</div>
        <div>C</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass('sr-grid');
    expect(grid).toHaveAttribute('data-columns', '3');
    expect(grid).not.toHaveAttribute('data-columns-md');
    expect(grid).toHaveAttribute('data-gap', '4');
    expect(grid).not.toHaveAttribute('style');
  });

  it('sets responsive column counts per breakpoint for the stylesheet', () => {
    render(
      <Grid columns={{ base: 1, md: 2, lg: 4 }} data-testid="grid">
        <div>A</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-columns', '1');
    expect(grid).toHaveAttribute('data-columns-md', '2');
    expect(grid).toHaveAttribute('data-columns-lg', '4');
  });

  it('fits as many columns as the minimum item width allows, ignoring fixed counts', () => {
    render(
      <Grid as="ul" minItemWidth="md" columns={3} aria-label="Addresses">
        <li>Shipping</li>
        <li>Billing</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Addresses' });
    expect(list).toHaveAttribute('data-min-item-width', 'md');
    expect(list).not.toHaveAttribute('data-columns');
  });
});
