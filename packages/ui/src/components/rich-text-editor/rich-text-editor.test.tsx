import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|javascript:/);
    expect(out).toContain('<p>Hi');
  });
  it('adds rel to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('RichTextEditor', () => {
  it('shows sanitized content in a named text box with a formatting toolbar', async () => {
    render(
      <RichTextEditor
        aria-label="Description"
        defaultValue={'<p>Warm <strong>tent</strong></p><img src=x onerror="alert(1)">'}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveTextContent('Warm tent');
    expect(box.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports sanitized HTML when formatting is applied', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RichTextEditor aria-label="Body" defaultValue="<p>Hello</p>" onValueChange={onValueChange} />);
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<ul><li><p>Hello</p></li></ul>'),
      ),
    );
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onValueChange.mock.lastCall?.[0]).not.toContain('<ul>'));
    expect(onValueChange.mock.lastCall?.[0]).toContain('<p>Hello</p>');
  });

  it('disables the toolbar when read-only', async () => {
    render(<RichTextEditor aria-label="Body" defaultValue="<p>Locked</p>" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});
