import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './thumbnail';

describe('Thumbnail', () => {
  it('shows the picture named by its alt text, square at its size', () => {
    render(<Thumbnail src="/shirt.png" alt="Linen shirt" size="lg" />);
    const img = screen.getByRole('img', { name: 'Linen shirt' });
    expect(img).toHaveAttribute('src', '/shirt.png');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
  });

  it('without a picture keeps an empty square out of the accessibility tree', () => {
    const { container } = render(<Thumbnail src={null} alt="Linen shirt" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.sr-thumbnail')).toHaveAttribute('aria-hidden', 'true');
  });
});
