import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('is a named group whose options are chosen by click and arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Discount type"
        options={[
          { value: 'amount', label: 'Amount' },
          { value: 'percent', label: 'Percent' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Discount type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Amount' }));
    expect(screen.getByRole('radio', { name: 'Amount' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Percent' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Percent' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('percent');
  });
});
