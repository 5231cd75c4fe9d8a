import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_MESSAGES } from './insert-tools';
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

  it('inserts a link to a checked address where the cursor is', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RichTextEditor aria-label="Body" defaultValue="<p>Visit us</p>" onValueChange={onValueChange} />);
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const form = await screen.findByRole('form', { name: 'Link' });
    await user.type(within(form).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(RICH_TEXT_MESSAGES.badLink);
    expect(within(form).getByLabelText('Link address')).toHaveAccessibleDescription(
      RICH_TEXT_MESSAGES.badLink,
    );
    expect(within(form).getByLabelText('Link address')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was linked.
    expect(onValueChange.mock.calls.flat().join('')).not.toContain('<a');

    await user.clear(within(form).getByLabelText('Link address'));
    await user.type(within(form).getByLabelText('Link address'), 'https://shop.test/about');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onValueChange.mock.lastCall?.[0]).toMatch(
        /<a [^>]*href="https:\/\/shop.test\/about"[^>]*>https:\/\/shop.test\/about<\/a>/,
      ),
    );
    expect(onValueChange.mock.lastCall?.[0]).toContain('rel="noopener noreferrer"');
  });

  it('inserts an image by address with alternative text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RichTextEditor aria-label="Body" defaultValue="<p>Tent</p>" onValueChange={onValueChange} />);
    await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const form = await screen.findByRole('form', { name: 'Image' });
    await user.type(within(form).getByLabelText('Image address'), 'data:image/png;base64,AAAA');
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(RICH_TEXT_MESSAGES.badImage);

    await user.clear(within(form).getByLabelText('Image address'));
    await user.type(within(form).getByLabelText('Image address'), '/uploads/tent.jpg');
    await user.type(within(form).getByLabelText('Alternative text'), 'Green tent');
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    await waitFor(() =>
      expect(onValueChange.mock.lastCall?.[0]).toMatch(/<img [^>]*src="\/uploads\/tent.jpg"/),
    );
    expect(onValueChange.mock.lastCall?.[0]).toContain('alt="Green tent"');
  });

  it('disables the toolbar when read-only', async () => {
    render(<RichTextEditor aria-label="Body" defaultValue="<p>Locked</p>" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});
