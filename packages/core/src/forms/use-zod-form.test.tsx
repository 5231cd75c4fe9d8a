import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../client/types';
import { useFormSave } from './use-form-save';
import { applyServerErrors, useZodForm } from './use-zod-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Title cannot be blank.'),
  notes: z.string().optional(),
});

function TestForm({ save }: { save: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: { title: '', notes: '' } });
  const { submit, errors: other } = useFormSave(form);
  return (
    <form onSubmit={submit(save, () => form.setValue('notes', 'failed once'))}>
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
      <label htmlFor="notes">Notes</label>
      <input id="notes" {...form.register('notes')} />
      {form.formState.errors.title ? <p role="alert">{form.formState.errors.title.message}</p> : null}
      {other.map((m) => (
        <p key={m}>{m}</p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows the schema message and does not save invalid input', async () => {
    const saved: unknown[] = [];
    render(<TestForm save={async (v) => void saved.push(v)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title cannot be blank.');
    expect(saved).toEqual([]);
  });

  it('puts server errors on their fields, lists the rest, and keeps the input', async () => {
    render(
      <TestForm
        save={async () => {
          throw new ApiError(422, 'Please correct form errors and try again.', {
            title: ['Title is already taken.'],
            store: ['Store is closed.'],
          });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Gift wrap');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is already taken.');
    expect(screen.getByText('Store is closed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Gift wrap');
    // The failure callback runs after the errors are placed.
    expect(screen.getByLabelText('Notes')).toHaveValue('failed once');
  });

  it('forgets the last failure when the next save succeeds', async () => {
    let fails = true;
    render(
      <TestForm
        save={async () => {
          if (fails)
            throw new ApiError(422, 'Please correct form errors and try again.', {
              store: ['Store is closed.'],
            });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Gift wrap');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store is closed.')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Store is closed.')).not.toBeInTheDocument());
  });

  it('puts a dotted server field onto the nested field of that path', () => {
    const placed: Record<string, string | undefined> = {};
    const form = {
      getValues: () => ({ shipping_address: { zip: '1', city: '' } }),
      setError: (name: string, error: { message?: string }) => void (placed[name] = error.message),
    };
    const rest = applyServerErrors(
      form as never,
      new ApiError(422, 'Please correct form errors and try again.', {
        'shipping_address.zip': ['Zip is not valid.'],
        'billing_address.zip': ['Billing zip is not valid.'],
      }),
    );
    expect(placed).toEqual({ 'shipping_address.zip': 'Zip is not valid.' });
    expect(rest).toEqual(['Billing zip is not valid.']);
  });
});
