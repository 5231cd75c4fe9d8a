import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes multi-line text', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Note" />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await user.type(box, 'one{Enter}two');
    expect(box).toHaveValue('one\ntwo');
  });
});
