import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker, normalizeHexColor } from './color-picker';

describe('ColorPicker', () => {
  it('normalizes hex colours', () => {
    expect(normalizeHexColor('#FFF')).toBe('#ffffff');
    expect(normalizeHexColor('26334C')).toBe('#26334c');
    expect(normalizeHexColor('#12345')).toBeNull();
  });

  it('takes a typed hex or a swatch, and flags a malformed hex without changing the colour', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ColorPicker aria-label="Bar colour" swatches={['#26334C', '#33AB65']} onValueChange={onValueChange} />,
    );
    const hex = screen.getByRole('textbox', { name: 'Bar colour' });
    await user.clear(hex);
    await user.type(hex, '#33ab65');
    expect(onValueChange).toHaveBeenLastCalledWith('#33ab65');
    expect(screen.getByRole('button', { name: '#33AB65' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '#26334C' }));
    expect(onValueChange).toHaveBeenLastCalledWith('#26334c');
    onValueChange.mockClear();
    await user.clear(hex);
    await user.type(hex, '#zz');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a colour as #RRGGBB.');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
