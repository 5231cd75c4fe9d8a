import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat } from './stat';

describe('Stat', () => {
  it('is a region named by its label, showing the value', () => {
    render(<Stat label="Total sales" value="$12,345.67" />);
    const region = screen.getByRole('region', { name: 'Total sales' });
    expect(region).toHaveTextContent('$12,345.67');
    expect(screen.getByRole('heading', { level: 3, name: 'Total sales' })).toBeInTheDocument();
  });

  it('shows a dash without a figure, and is busy with no value while loading', () => {
    const { rerender } = render(<Stat label="Visitors" value={null} />);
    expect(screen.getByRole('region', { name: 'Visitors' })).toHaveTextContent('–');
    rerender(<Stat label="Visitors" value="12" loading />);
    const region = screen.getByRole('region', { name: 'Visitors' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).not.toHaveTextContent('12');
  });
});
