import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('renders term/description pairs from items, grouped per pair', () => {
    const { container } = render(
      <DescriptionList.Root
        layout="columns"
        items={[
          { term: 'Email', description: 'ada@example.com' },
          { term: 'Phone', description: '+1 555 0100' },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('data-layout', 'columns');
    const terms = screen.getAllByRole('term');
    const details = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Email', 'Phone']);
    expect(details.map((d) => d.textContent)).toEqual(['ada@example.com', '+1 555 0100']);
    // Each pair sits in one <div> directly inside the <dl>: dt first, then dd.
    const items = Array.from(list.children);
    expect(items.map((i) => i.tagName)).toEqual(['DIV', 'DIV']);
    expect(Array.from(items[0]!.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
  });

  it('composes parts, aligns figures to the end and marks the total', () => {
    const { container } = render(
      <DescriptionList.Root align="end" aria-label="Totals">
        <DescriptionList.Item>
          <DescriptionList.Term>Subtotal</DescriptionList.Term>
          <DescriptionList.Details>$10.00</DescriptionList.Details>
        </DescriptionList.Item>
        <DescriptionList.Item emphasis>
          <DescriptionList.Term>Total</DescriptionList.Term>
          <DescriptionList.Details>$12.00</DescriptionList.Details>
        </DescriptionList.Item>
      </DescriptionList.Root>,
    );
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('data-layout', 'horizontal');
    expect(list).toHaveAttribute('data-align', 'end');
    const total = screen.getByText('Total').parentElement!;
    expect(total).toHaveAttribute('data-emphasis', '');
    expect(within(total).getByRole('definition')).toHaveTextContent('$12.00');
    expect(screen.getByText('Subtotal').parentElement).not.toHaveAttribute('data-emphasis');
  });
});
