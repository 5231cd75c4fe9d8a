import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { SidePanel } from './side-panel';

describe('SidePanel', () => {
  it('opens as a named dialog and closes with its close button', async () => {
    const user = userEvent.setup();
    render(
      <SidePanel.Root>
        <SidePanel.Trigger asChild>
          <Button>Open order</Button>
        </SidePanel.Trigger>
        <SidePanel.Content title="Order #1001">Details</SidePanel.Content>
      </SidePanel.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    expect(screen.getByRole('dialog', { name: 'Order #1001' })).toHaveTextContent('Details');
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('non-modal: the page behind stays usable and an outside click does not close it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <>
        <button type="button" onClick={onRowClick}>
          Row 2
        </button>
        <SidePanel.Root modal={false} defaultOpen>
          <SidePanel.Content title="Order #1001">Details</SidePanel.Content>
        </SidePanel.Root>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Row 2' }));
    expect(onRowClick).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Order #1001' })).toBeInTheDocument();
  });
});
