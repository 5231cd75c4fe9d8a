import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isValidEmail, normalizeEmail, normalizeEmails } from './email';
import { EmailInput, MultiEmailInput } from './email-input';

describe('email rules (spec 2 §5, spec 4 §5)', () => {
  it('lower-cases, removes whitespace and keeps the first address', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(normalizeEmail('a@x.com, b@y.com')).toBe('a@x.com');
    expect(normalizeEmail('not-an-email b@y.com')).toBe('b@y.com');
    expect(normalizeEmail('')).toBe('');
  });
  it('the multi variant keeps every valid-looking address once', () => {
    expect(normalizeEmails('A@x.com; junk, b@y.org a@x.com')).toEqual(['a@x.com', 'b@y.org']);
    expect(isValidEmail('a@b')).toBe(false);
  });
});

describe('EmailInput', () => {
  it('normalizes as you type and on blur, and flags a malformed address', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EmailInput aria-label="Email" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'Jane @Shop.com');
    expect(input).toHaveValue('jane@shop.com');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith('jane@shop.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'jane@');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MultiEmailInput', () => {
  it('splits a pasted list and refuses a malformed address', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MultiEmailInput aria-label="Recipients" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Recipients' });
    await user.click(input);
    await user.paste('A@x.com; b@y.org,');
    expect(onValueChange).toHaveBeenLastCalledWith(['a@x.com', 'b@y.org']);
    await user.type(input, 'nope{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"nope" is not a valid email address.');
  });
});
