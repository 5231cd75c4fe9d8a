import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onPublish = vi.fn();
    const onDelete = vi.fn();
    render(
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button>Actions</Button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.Item onSelect={onPublish}>Publish</Menu.Item>
          <Menu.Item disabled>Archive</Menu.Item>
          <Menu.Item tone="danger" onSelect={onDelete}>
            Delete
          </Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Publish' })).toHaveFocus();
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onPublish).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
