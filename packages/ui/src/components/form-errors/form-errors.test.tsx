import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrors } from './form-errors';

describe('FormErrors', () => {
  it('announces every message as one alert', () => {
    render(<FormErrors messages={['Store is closed.', 'Try again later.']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Store is closed.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Store is closed.',
      'Try again later.',
    ]);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<FormErrors messages={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
