import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortableList, moveItem } from './sortable-list';

function Example() {
  const [items, setItems] = useState(['Description', 'Shipping', 'Returns']);
  return (
    <SortableList
      label="Tabs"
      items={items}
      getId={(i) => i}
      getLabel={(i) => i}
      renderItem={(i) => i}
      onReorder={setItems}
      showMoveButtons
    />
  );
}

describe('SortableList', () => {
  it('moveItem moves within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('reorders with the move buttons and offers a named drag handle per item', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('button', { name: 'Drag Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Description up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Description down' }));
    const list = screen.getByRole('list', { name: 'Tabs' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Shipping',
      'Description',
      'Returns',
    ]);
  });
});
