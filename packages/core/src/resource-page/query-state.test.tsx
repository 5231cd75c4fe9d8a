import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

/** A query whose answers are the given steps in turn: a text, or an error to throw. */
function Settings({ steps, retry }: { steps: (string | Error)[]; retry?: boolean }) {
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: async () => {
      const step = steps.shift();
      if (step instanceof Error) throw step;
      return step ?? 'none';
    },
  });
  return (
    <QueryState query={query} loading="Loading settings" failed="Could not load the settings" retry={retry}>
      {(text) => <p>Settings: {text}</p>}
    </QueryState>
  );
}

function show(steps: (string | Error)[], retry?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Settings steps={steps} retry={retry} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows a named spinner while loading, then the data', async () => {
    show(['saved']);
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(await screen.findByText('Settings: saved')).toBeInTheDocument();
  });

  it('shows a failed load with its message, and loads again on "Try again"', async () => {
    show([new Error('The server is away.'), 'saved'], true);
    expect(await screen.findByText('Could not load the settings')).toBeInTheDocument();
    expect(screen.getByText('The server is away.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Settings: saved')).toBeInTheDocument();
  });

  it('offers no "Try again" unless asked', async () => {
    show([new Error('The server is away.')]);
    expect(await screen.findByText('Could not load the settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
