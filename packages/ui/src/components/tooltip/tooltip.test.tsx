import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { CopyButton, Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('appears when its trigger gets keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Export as CSV" delayDuration={0}>
        <Button>Export</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export as CSV');
  });
});

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the value and confirms with "Copied" for 1 second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopy = vi.fn();
    render(<CopyButton value="https://shop.example/p/1" label="Copy link" onCopy={onCopy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://shop.example/p/1');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(onCopy).toHaveBeenCalledWith('https://shop.example/p/1');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
