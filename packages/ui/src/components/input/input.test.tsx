import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('takes typing and shows prefix and suffix inside its box', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Weight" prefix="~" suffix="kg" />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await user.type(input, '12');
    expect(input).toHaveValue('12');
    expect(screen.getByText('kg')).toBeInTheDocument();
  });

  it('marks itself invalid', () => {
    render(<Input aria-label="Name" invalid />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
