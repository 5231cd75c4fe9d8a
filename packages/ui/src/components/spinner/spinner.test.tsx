import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, Spinner } from './spinner';

describe('Spinner and Skeleton', () => {
  it('the spinner is a status with a label; the skeleton is hidden from assistive tech', () => {
    const { container } = render(
      <>
        <Spinner label="Loading orders" />
        <Skeleton lines={3} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading orders' })).toHaveTextContent('Loading orders');
    expect(container.querySelectorAll('.sr-skeleton')).toHaveLength(3);
    expect(container.querySelector('.sr-skeleton-group')).toHaveAttribute('aria-hidden', 'true');
  });
});
