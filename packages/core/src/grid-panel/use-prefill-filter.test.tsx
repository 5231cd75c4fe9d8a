import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseConditions } from './filters';
import { usePrefillFilter } from './use-prefill-filter';

function List() {
  usePrefillFilter('chqsearch', { field: 'title', operator: 'contains' });
  const location = useLocation();
  return <output aria-label="search">{location.search}</output>;
}

function at(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePrefillFilter', () => {
  it('turns the parameter into a filter once and removes it from the address', async () => {
    const filter = JSON.stringify([
      { field: 'title', operator: '=', value: 'old' },
      { field: 'vendor', operator: '=', value: 'Acme' },
    ]);
    const router = at(`/list?chqsearch=%20tent%20&page=3&filter=${encodeURIComponent(filter)}`);
    await waitFor(() => expect(router.state.location.search).not.toContain('chqsearch'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBeNull();
    expect(parseConditions(params.get('filter'))).toEqual([
      { field: 'title', operator: 'contains', value: 'tent' },
      { field: 'vendor', operator: '=', value: 'Acme' },
    ]);
    // Replaced, not pushed: going back does not bring the parameter again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an empty value only drops the parameter', async () => {
    const router = at('/list?chqsearch=%20&page=2');
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?page=2'));
    expect(router.state.location.search).toBe('?page=2');
  });
});
