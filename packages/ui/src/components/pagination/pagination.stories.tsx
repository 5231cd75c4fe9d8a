import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination';
import type { PaginationProps } from './pagination';

function Stateful(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  const [size, setSize] = useState(props.pageSize ?? 20);
  const total = props.totalCount ?? 1234;
  return (
    <Pagination
      {...props}
      page={page}
      pageCount={Math.ceil(total / size)}
      onPageChange={setPage}
      pageSize={size}
      pageSizes={props.pageSizes ?? [20, 50, 100, 150, 200]}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      totalCount={total}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful /> };
export const MiddlePage: Story = { render: () => <Stateful page={31} /> };
export const SinglePage: Story = { render: () => <Stateful totalCount={7} /> };
export const Empty: Story = { render: () => <Stateful totalCount={0} /> };
export const Disabled: Story = { args: { page: 2, pageCount: 5, disabled: true } };
export const Dark: Story = { render: () => <Stateful page={5} />, globals: { theme: 'dark' } };
