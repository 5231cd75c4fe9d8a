import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each toast with its variant and reports the close button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[
          { id: 1, variant: 'success', message: 'Settings successfully updated.' },
          { id: 2, variant: 'error', message: 'Error happened while loading app.' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const ok = screen.getAllByText('Settings successfully updated.').find((el) => el.closest('li'));
    expect(ok?.closest('li')).toHaveAttribute('data-variant', 'success');
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.querySelectorAll('li')).toHaveLength(2);
    const closes = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(closes[1]!);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('announces each message to screen readers: politely, errors at once', async () => {
    render(
      <Toaster
        toasts={[
          { id: 1, variant: 'success', message: 'Settings successfully updated.' },
          { id: 2, variant: 'error', message: 'Error happened while loading app.' },
        ]}
        onDismiss={() => undefined}
      />,
    );
    // Radix renders each announcement in a status region for a moment.
    await waitFor(() => {
      const said = [...document.querySelectorAll('[role="status"][aria-live]')].map((el) => [
        el.getAttribute('aria-live'),
        el.textContent,
      ]);
      expect(said).toEqual([
        ['polite', 'Notification Settings successfully updated.'],
        ['assertive', 'Notification Error happened while loading app.'],
      ]);
    });
  });

  it('dismisses a toast after its duration (5000 ms by default)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[
          { id: 'a', message: 'Saved' },
          { id: 'b', message: 'Long one', duration: 15000 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(onDismiss).not.toHaveBeenCalledWith('b');
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('sits 36 px from the top by default', () => {
    render(<Toaster toasts={[{ id: 1, message: 'Hi' }]} onDismiss={() => undefined} />);
    const list = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol');
    expect(list).toHaveStyle({ top: '36px' });
  });
});
