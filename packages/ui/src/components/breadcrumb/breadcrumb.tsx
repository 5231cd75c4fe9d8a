import type { MouseEvent, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { cx } from '../../lib/cx';
import { Inline } from '../inline/inline';

export interface BreadcrumbItem {
  label: ReactNode;
  href?: string;
  /** For routers: called on click (the default navigation is prevented when it is given). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  label?: string;
  className?: string;
}

/** Where the page sits: a navigation landmark with links; the last item is the current page. */
export function Breadcrumb({ items, label = 'Breadcrumb', className }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={cx('sr-breadcrumb', className)}>
      <Inline as="ol" gap={1} className="sr-breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="sr-breadcrumb__item">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className="sr-breadcrumb__current">
                  {item.label}
                </span>
              ) : (
                <a
                  href={item.href}
                  className="sr-breadcrumb__link"
                  onClick={(event) => {
                    if (item.onClick) {
                      event.preventDefault();
                      item.onClick(event);
                    }
                  }}
                >
                  {item.label}
                </a>
              )}
              {last ? null : (
                <ChevronRight size={14} aria-hidden="true" className="sr-breadcrumb__separator" />
              )}
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
