import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortableDropdown, validateNewOption } from './sortable-dropdown';

describe('SortableDropdown (spec 4 §5)', () => {
  it('a new value must be non-empty and not a duplicate', () => {
    expect(validateNewOption('  ', ['Red'])).toBe('Value can not be empty.');
    expect(validateNewOption('red', ['Red'])).toBe('This value already exists.');
    expect(validateNewOption('Blue', ['Red'])).toBeNull();
  });

  it('adds a value from the editor and refuses empty and duplicate ones', async () => {
    const user = userEvent.setup();
    const onOptionsChange = vi.fn();
    render(
      <SortableDropdown aria-label="Size" defaultOptions={['S', 'M']} onOptionsChange={onOptionsChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit options of Size' }));
    const input = screen.getByRole('textbox', { name: 'New value' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Value can not be empty.');
    await user.type(input, 'm{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This value already exists.');
    expect(onOptionsChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'L{Enter}');
    expect(onOptionsChange).toHaveBeenLastCalledWith(['S', 'M', 'L']);
    await user.click(screen.getByRole('button', { name: 'Move L up' }));
    expect(onOptionsChange).toHaveBeenLastCalledWith(['S', 'L', 'M']);
  });
});

describe('SortableDropdown value', () => {
  it('clears the chosen value when its option is removed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SortableDropdown
        aria-label="Size"
        defaultOptions={['S', 'M']}
        defaultValue="M"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('M');
    await user.click(screen.getByRole('button', { name: 'Edit options of Size' }));
    await user.click(screen.getByRole('button', { name: 'Remove M' }));
    expect(onValueChange).toHaveBeenLastCalledWith('');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Size' })).not.toHaveTextContent('M');
  });
});
