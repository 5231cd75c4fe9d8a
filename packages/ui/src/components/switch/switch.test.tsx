import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('switches on and off', async () => {
    const user = userEvent.setup();
    render(<Switch label="Enabled" />);
    const control = screen.getByRole('switch', { name: 'Enabled' });
    await user.click(control);
    expect(control).toBeChecked();
    await user.click(control);
    expect(control).not.toBeChecked();
  });

  it('reverts when a controlling parent rejects the change (failed save, spec 4 §4)', async () => {
    const user = userEvent.setup();
    function Rejecting() {
      const [on, setOn] = useState(true);
      return <Switch label="Gift style" checked={on} onCheckedChange={() => setOn(on)} />;
    }
    render(<Rejecting />);
    const control = screen.getByRole('switch', { name: 'Gift style' });
    await user.click(control);
    expect(control).toBeChecked();
  });
});
