import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('announces a load failure as an alert, but not an empty list', () => {
    const { rerender } = render(<EmptyState title="No orders yet" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    rerender(<EmptyState tone="error" title="Error happened while loading app." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error happened while loading app.');
  });
});
