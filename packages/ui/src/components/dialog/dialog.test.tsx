import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>Edit customer</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Edit customer"
        description="Change the customer's contact details."
        footer={
          <Dialog.Close asChild>
            <Button>Done</Button>
          </Dialog.Close>
        }
      >
        <input aria-label="First name" />
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit customer' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit customer' });
    expect(dialog).toHaveAccessibleDescription("Change the customer's contact details.");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes from the corner button and from a Close part', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit customer' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled', () => {
    const { rerender } = render(
      <Dialog.Root open>
        <Dialog.Content title="Controlled" />
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    rerender(
      <Dialog.Root open={false}>
        <Dialog.Content title="Controlled" />
      </Dialog.Root>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened from state (no Trigger), gives the focus back to the button that opened it', async () => {
    function FromState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Mark as fulfilled</Button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content title="Fulfil">
              <Button onClick={() => setOpen(false)}>Save</Button>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    const user = userEvent.setup();
    render(<FromState />);
    const opener = screen.getByRole('button', { name: 'Mark as fulfilled' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
