import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("asks the spec's question with Yes/No and focuses No first", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete it?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirms with Yes and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        message="Are you sure you want to delete these?"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete these?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and busy while an async confirm runs, and open after it fails', async () => {
    const user = userEvent.setup();
    let reject!: (e: Error) => void;
    const onConfirm = vi.fn(() => new Promise((_, r) => (reject = r)));
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    reject(new Error('Server said no'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
