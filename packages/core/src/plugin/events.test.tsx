import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from './api-provider';
import { createEventBus, createEventRef } from './events';
import { eventsApiRef, useEmit, useEvent } from './events-react';

const refunded = createEventRef<{ orderId: number }>('orders.refunded');

function Emitter() {
  const emit = useEmit(refunded);
  return (
    <button type="button" onClick={() => emit({ orderId: 7 })}>
      Refund
    </button>
  );
}

function Listener() {
  const [last, setLast] = useState<number | null>(null);
  useEvent(refunded, ({ orderId }) => setLast(orderId));
  return <p>last refund: {last ?? 'none'}</p>;
}

describe('events', () => {
  it('delivers typed payloads between components that do not know each other', async () => {
    const bus = createEventBus();
    render(
      <ApiProvider apis={[[eventsApiRef, bus]]}>
        <Emitter />
        <Listener />
      </ApiProvider>,
    );
    expect(screen.getByText('last refund: none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByText('last refund: 7')).toBeInTheDocument();
  });

  it('keeps delivering when one listener throws, and stops after unsubscribe', () => {
    const onError = vi.fn();
    const bus = createEventBus(onError);
    const good = vi.fn();
    bus.on(refunded, () => {
      throw new Error('boom');
    });
    const off = bus.on(refunded, good);
    act(() => bus.emit(refunded, { orderId: 1 }));
    expect(good).toHaveBeenCalledWith({ orderId: 1 });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'orders.refunded');
    off();
    bus.emit(refunded, { orderId: 2 });
    expect(good).toHaveBeenCalledTimes(1);
  });
});
