import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Delete row" icon={<svg />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete row' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
