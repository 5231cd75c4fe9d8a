import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows one panel and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs.Root defaultValue="details" onValueChange={onValueChange}>
        <Tabs.List aria-label="Order sections">
          <Tabs.Trigger value="details">Details</Tabs.Trigger>
          <Tabs.Trigger value="history">History</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">Customer and items</Tabs.Content>
        <Tabs.Content value="history">Timeline</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customer and items');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Timeline');
    expect(onValueChange).toHaveBeenLastCalledWith('history');
  });
});
