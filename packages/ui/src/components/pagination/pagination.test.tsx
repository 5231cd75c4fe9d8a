import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './pagination';

describe('Pagination', () => {
  it('lists pages with gaps around the current one', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('marks the current page and moves with previous, next and page buttons', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} pageSize={20} totalCount={45} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('1–20 of 45');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('changes the page size', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        pageSize={20}
        pageSizes={[20, 50, 100, 150, 200]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
