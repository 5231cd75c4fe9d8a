import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button>Filters</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Filters panel">Pick filters</Popover.Content>
      </Popover.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters panel' })).toHaveTextContent('Pick filters');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
