import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/types';
import { dialogApiRef, toastApiRef } from '../core-apis';
import { ApiProvider } from '../plugin/api-provider';
import { ConfirmHost } from './confirm-host';
import {
  CONFIRM_DELETE_MANY,
  CONFIRM_DELETE_ONE,
  UNSAVED_CHANGES_MESSAGE,
  createDialogService,
} from './dialog-service';
import { GENERIC_ERROR_MESSAGE, errorMessages, formErrors, toastError } from './errors';
import { TOAST_DURATION_MS, createToastService } from './toast-service';
import { Toaster } from './toaster';
import { useUnsavedChangesGuard } from './unsaved-changes';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows success, error, warning and info toasts for 5000 ms by default, or the given duration', async () => {
    vi.useFakeTimers();
    const toast = createToastService();
    render(<Toaster service={toast} />);
    act(() => {
      toast.success('Settings successfully updated.');
      toast.error('Error while saving account information');
      toast.warning('SSL is being issued.', { duration: 15000 });
      toast.info('Report will be sent to your email');
    });
    // The design system's Toaster loads with the first toast.
    await act(async () => {
      await import('./toaster-view');
    });
    const variantOf = (text: string) =>
      screen.getByText(text).closest('[data-variant]')?.getAttribute('data-variant');
    expect(variantOf('Settings successfully updated.')).toBe('success');
    expect(variantOf('Error while saving account information')).toBe('error');
    expect(variantOf('SSL is being issued.')).toBe('warning');
    expect(variantOf('Report will be sent to your email')).toBe('info');
    // The stack sits 36 px from the top (spec 1 §9).
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelector('.sr-toaster')).toHaveStyle({
      top: '36px',
    });
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Settings successfully updated.')).not.toBeInTheDocument();
    expect(screen.getByText('SSL is being issued.')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(10000));
    expect(screen.queryByText('SSL is being issued.')).not.toBeInTheDocument();
  });

  it('starts a toast’s time when the view shows it, so a slow first load of the view loses no toast', () => {
    vi.useFakeTimers();
    const toast = createToastService();
    const detach = toast.attachView();
    const saved = toast.success('Settings successfully updated.');
    // The view's chunk is still on its way: the toast waits for it, however long.
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(toast.list().map((t) => t.message)).toEqual(['Settings successfully updated.']);
    toast.displayed(saved);
    toast.displayed(saved);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.list()).toEqual([]);
    // Without a view, a toast's time runs from when it is shown.
    toast.info('Report will be sent to your email');
    detach();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toast.list()).toEqual([]);
  });

  it('can be dismissed', async () => {
    const toast = createToastService();
    render(<Toaster service={toast} />);
    act(() => void toast.info('Hello'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dismiss notification' }, { timeout: 30_000 }),
    );
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});

describe('error helpers', () => {
  const validation = new ApiError(422, 'Title cannot be blank.', {
    title: ['Title cannot be blank.'],
    price: ['Price must be positive.', 'Price is too high.'],
  });

  it('flattens server errors into messages and toasts', () => {
    expect(errorMessages(validation)).toEqual([
      'Title cannot be blank.',
      'Price must be positive.',
      'Price is too high.',
    ]);
    expect(errorMessages(new ApiError(500, ''))).toEqual([GENERIC_ERROR_MESSAGE]);
    expect(errorMessages(new DOMException('aborted', 'AbortError'))).toEqual([]);
    const toast = createToastService();
    toastError(toast, validation);
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([
      ['error', 'Title cannot be blank.'],
      ['error', 'Price must be positive.'],
      ['error', 'Price is too high.'],
    ]);
  });

  it('maps field errors onto a form and keeps the rest general', () => {
    expect(formErrors(validation, ['title'])).toEqual({
      fields: { title: 'Title cannot be blank.' },
      general: ['Price must be positive.', 'Price is too high.'],
    });
    expect(formErrors(new ApiError(403, "You don't have permission to do this."), ['title'])).toEqual({
      fields: {},
      general: ["You don't have permission to do this."],
    });
  });
});

describe('confirm dialog', () => {
  it('asks with Yes/No and resolves with the answer', async () => {
    const dialogs = createDialogService();
    render(<ConfirmHost service={dialogs} />);
    let answer: Promise<boolean>;
    act(() => void (answer = dialogs.confirm(CONFIRM_DELETE_ONE)));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent('Are you sure you want to delete it?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer!).resolves.toBe(true);
    act(() => void (answer = dialogs.confirm({ message: CONFIRM_DELETE_MANY, danger: true })));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete these?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(answer!).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('unsaved-changes guard', () => {
  function Editor() {
    const [text, setText] = useState('');
    const guard = useUnsavedChangesGuard(text !== '');
    const navigate = useNavigate();
    return (
      <>
        <h1>Editor</h1>
        <label>
          Title
          <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <Link to="/other">Leave</Link>
        <button
          type="button"
          onClick={() => {
            // A save that succeeded: the flag clears and the editor goes back in one tick.
            setText('');
            guard.leave(() => void navigate('/other'));
          }}
        >
          Save and close
        </button>
      </>
    );
  }

  function setup() {
    const dialogs = createDialogService();
    const router = createMemoryRouter(
      [
        { path: '/edit', element: <Editor /> },
        { path: '/other', element: <h1>Other</h1> },
      ],
      { initialEntries: ['/edit'] },
    );
    render(
      <ApiProvider
        apis={[
          [dialogApiRef, dialogs],
          [toastApiRef, createToastService()],
        ]}
      >
        <RouterProvider router={router} />
        <ConfirmHost />
      </ApiProvider>,
    );
    return router;
  }

  it('asks before leaving with unsaved changes; No stays, Yes leaves', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Title'), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('alertdialog', {}, { timeout: 30_000 })).toHaveTextContent(
      UNSAVED_CHANGES_MESSAGE,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('a save that navigates itself leaves without asking; the next edit is guarded again', async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText('Title'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await router.navigate('/edit');
    await userEvent.type(await screen.findByLabelText('Title'), 'Again');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('alertdialog', {}, { timeout: 30_000 })).toHaveTextContent(
      UNSAVED_CHANGES_MESSAGE,
    );
  });

  it('lets a clean form go without asking, and guards tab close while dirty', async () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });
});
