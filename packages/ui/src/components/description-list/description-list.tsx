import { forwardRef } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** One term/description pair of `DescriptionList.Root`'s `items`. */
export interface DescriptionListEntry {
  term: ReactNode;
  description: ReactNode;
  /** React key; defaults to the term when it is a string, else the index. */
  key?: Key;
  /** Stands out (bold, a rule above): the total under the subtotals. */
  emphasis?: boolean;
}

export interface DescriptionListRootProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * `horizontal` (default): terms in a column, descriptions beside them. `vertical`: each
   * term above its description. `columns`: pairs (term above description) flow in as many
   * columns as fit, for short facts such as a customer's contact details.
   */
  layout?: 'horizontal' | 'vertical' | 'columns';
  /** `end` puts the descriptions at the end with tabular figures: money and totals. */
  align?: 'start' | 'end';
  /** The pairs, for the one-call form; or compose `Item`, `Term` and `Details` as children. */
  items?: readonly DescriptionListEntry[];
}

const Root = forwardRef<HTMLDListElement, DescriptionListRootProps>(function DescriptionListRoot(
  { layout = 'horizontal', align = 'start', items, className, children, ...rest },
  ref,
) {
  return (
    <dl ref={ref} className={cx('sr-dl', className)} data-layout={layout} data-align={align} {...rest}>
      {items
        ? items.map((item, index) => (
            <Item
              key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
              emphasis={item.emphasis}
            >
              <Term>{item.term}</Term>
              <Details>{item.description}</Details>
            </Item>
          ))
        : children}
    </dl>
  );
});

export interface DescriptionListItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Stands out (bold, a rule above): the total under the subtotals. */
  emphasis?: boolean;
}

/** Groups one term with its description(s) (a `<div>` inside the `<dl>`, as HTML allows). */
const Item = forwardRef<HTMLDivElement, DescriptionListItemProps>(function DescriptionListItem(
  { emphasis = false, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx('sr-dl__item', className)}
      data-emphasis={emphasis ? '' : undefined}
      {...rest}
    />
  );
});

const Term = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function DescriptionListTerm(
  { className, ...rest },
  ref,
) {
  return <dt ref={ref} className={cx('sr-dl__term', className)} {...rest} />;
});

const Details = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function DescriptionListDetails(
  { className, ...rest },
  ref,
) {
  return <dd ref={ref} className={cx('sr-dl__details', className)} {...rest} />;
});

/**
 * Terms and their descriptions (`<dl>`): order totals, a customer's contact facts, the
 * settings a record was made with. Compound: `DescriptionList.Root` (`layout`, `align`, or
 * `items` for the one-call form), `DescriptionList.Item`, `DescriptionList.Term`,
 * `DescriptionList.Details`. For label/value rows that read as a table, see `KeyValueTable`.
 *
 * @example
 * <DescriptionList.Root align="end">
 *   <DescriptionList.Item>
 *     <DescriptionList.Term>Subtotal</DescriptionList.Term>
 *     <DescriptionList.Details>$10.00</DescriptionList.Details>
 *   </DescriptionList.Item>
 *   <DescriptionList.Item emphasis>
 *     <DescriptionList.Term>Total</DescriptionList.Term>
 *     <DescriptionList.Details>$12.00</DescriptionList.Details>
 *   </DescriptionList.Item>
 * </DescriptionList.Root>
 */
export const DescriptionList = { Root, Item, Term, Details };
