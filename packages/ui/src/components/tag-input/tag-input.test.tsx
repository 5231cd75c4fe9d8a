import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, TagInput } from './tag-input';

describe('TagInput', () => {
  it('adds tags with Enter and comma, refuses duplicates and removes with Backspace', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TagInput aria-label="Tags" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(input, 'summer{Enter}sale,');
    expect(onValueChange).toHaveBeenLastCalledWith(['summer', 'sale']);
    await user.type(input, 'sale{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"sale" is already added.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.clear(input);
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(['summer']);
    await user.click(screen.getByRole('button', { name: 'Remove summer' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });
});

describe('MultiSelect', () => {
  it('offers only the remaining options and refuses free text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        aria-label="Collections"
        options={[
          { value: '1', label: 'Summer' },
          { value: '2', label: 'Winter' },
        ]}
        defaultValue={['1']}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Collections' });
    await user.click(input);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Winter']);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['1', '2']);
    await user.type(input, 'Spring{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"Spring" is not one of the choices.');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });
});
