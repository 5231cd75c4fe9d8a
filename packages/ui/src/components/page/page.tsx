import { forwardRef, isValidElement } from 'react';
import type { HTMLAttributes, MouseEvent, ReactElement, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { cx } from '../../lib/cx';

/** The "back" link above a page title. The ui package knows no router: pass `onClick` to navigate. */
export interface PageBackLink {
  label: string;
  href: string;
  /**
   * For routers: called on a plain click (the browser's navigation is then prevented). Clicks
   * with a modifier key (new tab, new window) keep the browser's behaviour.
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's name, rendered as its level-one heading. */
  title: ReactNode;
  /** One line (or a short paragraph) under the title. */
  description?: ReactNode;
  /** Buttons and menus at the end of the header (they wrap under the title when narrow). */
  actions?: ReactNode;
  /** Badges or a status shown beside the title (e.g. "Paid"). */
  meta?: ReactNode;
  /** A link back to the parent screen, above the title: a link object or your own element. */
  back?: PageBackLink | ReactElement;
  /** Heading level of the title (default 1; 2 for a header inside a page). */
  headingLevel?: 1 | 2;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function BackLink({ back }: { back: PageBackLink | ReactElement }) {
  if (isValidElement(back)) return <div className="sr-page-header__back">{back}</div>;
  const link = back as PageBackLink;
  return (
    <div className="sr-page-header__back">
      <a
        href={link.href}
        className="sr-link sr-page-header__back-link"
        data-variant="muted"
        onClick={(event) => {
          if (link.onClick && isPlainClick(event)) {
            event.preventDefault();
            link.onClick(event);
          }
        }}
      >
        <ArrowLeft size={14} aria-hidden="true" />
        {link.label}
      </a>
    </div>
  );
}

/**
 * The top of a screen: an optional back link, the title (a level-one heading), badges beside
 * it, a description, and the screen's actions at the end. `Page` renders one; use it alone
 * where a screen lays out its own body.
 */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, description, actions, meta, back, headingLevel = 1, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header ref={ref} className={cx('sr-page-header', className)} {...rest}>
      {back ? <BackLink back={back} /> : null}
      <div className="sr-page-header__row">
        <div className="sr-page-header__heading">
          <div className="sr-page-header__title-row">
            <Heading className="sr-page-header__title" data-level={headingLevel}>
              {title}
            </Heading>
            {meta ? <div className="sr-page-header__meta">{meta}</div> : null}
          </div>
          {description ? <p className="sr-page-header__description">{description}</p> : null}
        </div>
        {actions ? <div className="sr-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
});

export interface PageProps extends Omit<PageHeaderProps, 'headingLevel'> {
  /** `narrow` keeps forms and settings readable (48rem); `full` (default) uses the shell's width. */
  width?: 'full' | 'narrow';
  /**
   * A page with no shell around it (chromeless print views, previews): it renders the `<main>`
   * landmark itself, with the shell's padding, centred. On paper the padding, the back link
   * and the header's actions are left out.
   */
  standalone?: boolean;
  children?: ReactNode;
}

/**
 * A whole screen: the header (title as the level-one heading, description, actions, back link)
 * and the body, its sections spaced evenly. Renders no landmark (the shell's `<main>` is one)
 * unless `standalone`.
 *
 * @example
 * <Page
 *   title="Orders"
 *   description="Every order of the store."
 *   actions={<Button variant="primary">Create order</Button>}
 * >
 *   <Card title="Filters">...</Card>
 * </Page>
 */
export const Page = forwardRef<HTMLDivElement, PageProps>(function Page(
  {
    title,
    description,
    actions,
    meta,
    back,
    width = 'full',
    standalone = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const Element = standalone ? 'main' : 'div';
  return (
    <Element
      ref={ref}
      className={cx('sr-page', className)}
      data-width={width}
      data-standalone={standalone ? '' : undefined}
      {...rest}
    >
      <PageHeader title={title} description={description} actions={actions} meta={meta} back={back} />
      <div className="sr-page__body">{children}</div>
    </Element>
  );
});
