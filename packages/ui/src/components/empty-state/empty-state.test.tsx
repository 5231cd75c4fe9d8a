import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('announces a load failure as an alert, but not an empty list', () => {
    const { rerender } = render(<EmptyState title="No orders yet" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    rerender(<EmptyState tone="error" title="Error happened while loading app." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error happened while loading app.');
  });

  it('offers its action and can title a section with a heading', async () => {
    const onAdd = vi.fn();
    const { container } = render(
      <EmptyState
        title="No products yet"
        headingLevel={2}
        size="compact"
        action={
          <Button variant="primary" onClick={onAdd}>
            Add product
          </Button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No products yet' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-size', 'compact');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
