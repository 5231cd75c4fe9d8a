import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders its children in order with the gap and alignment as data attributes', () => {
    render(
      <Stack gap={4} align="start" data-testid="stack">
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveClass('sr-stack');
    expect(stack).toHaveAttribute('data-gap', '4');
    expect(stack).toHaveAttribute('data-align', 'start');
    expect(stack).not.toHaveAttribute('style');
    expect(Array.from(stack.children).map((c) => c.textContent)).toEqual(['First', 'Second']);
  });

  it('indents its children by a step of the grid when asked, without inline styles', () => {
    render(
      <Stack indent={6} role="group" aria-label="Orders options">
        <span>Allow refunds</span>
      </Stack>,
    );
    const group = screen.getByRole('group', { name: 'Orders options' });
    expect(group).toHaveAttribute('data-indent', '6');
    expect(group).not.toHaveAttribute('style');
  });

  it('keeps list semantics when rendered as a list', () => {
    render(
      <Stack as="ul" aria-label="Recent orders">
        <li>#1001</li>
        <li>#1002</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Recent orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-gap', '3');
  });

  it('groups fields as a fieldset named by its legend', () => {
    render(
      <Stack as="fieldset" gap={2}>
        <legend>Restock</legend>
        <label>
          <input type="checkbox" /> Blue mug
        </label>
      </Stack>,
    );
    expect(screen.getByRole('group', { name: 'Restock' })).toHaveClass('sr-stack');
  });
});
