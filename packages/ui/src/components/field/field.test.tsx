import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { Field, FieldError, describedBy } from './field';

describe('Field', () => {
  it('labels its control and links hint and error to it', () => {
    render(
      <Field
        label="Subject"
        hint="Shown in the inbox"
        error="Subject can not be blank. Fill in the email subject."
        required
      >
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Subject/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Subject can not be blank. Fill in the email subject. Shown in the inbox',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Subject can not be blank.');
  });

  it('is valid without an error, and disables its control', () => {
    render(
      <Field label="Notes" disabled>
        <Textarea value={null} onChange={() => undefined} />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toBeDisabled();
    // null text becomes an empty string (spec 2 §5)
    expect(box).toHaveValue('');
  });
});

describe('FieldError', () => {
  it('describes the control that names it and is announced, and is absent without a message', () => {
    const { rerender } = render(
      <>
        <Input aria-label="Access" aria-describedby={describedBy('access-hint', 'access-error')} />
        <p id="access-hint">Pick at least one page.</p>
        <FieldError id="access-error">Select at least one access rule.</FieldError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one access rule.');
    expect(screen.getByRole('textbox', { name: 'Access' })).toHaveAccessibleDescription(
      'Pick at least one page. Select at least one access rule.',
    );
    rerender(
      <>
        <Input aria-label="Access" aria-describedby={describedBy('access-hint', false)} />
        <p id="access-hint">Pick at least one page.</p>
        <FieldError id="access-error">{false}</FieldError>
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Access' })).toHaveAccessibleDescription(
      'Pick at least one page.',
    );
  });
});
