import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Last orders" headingLevel={3}>
        5 orders
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Last orders' })).toBeInTheDocument();
    expect(screen.getByText('5 orders')).toBeInTheDocument();
  });
});
