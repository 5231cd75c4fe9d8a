import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MenuButtonItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** Renders a radio item (store switcher); `true` marks the current one. */
  checked?: boolean;
}

/** Items under a visible label, e.g. the theme choices (a `group` inside the menu). */
export interface MenuButtonGroup {
  id: string;
  label: string;
  items: readonly MenuButtonItem[];
}

export interface MenuButtonProps {
  /** The button's content. */
  trigger: ReactNode;
  /** The button's accessible name. */
  label: string;
  /** A non-interactive heading line inside the menu. */
  heading?: ReactNode;
  items: readonly MenuButtonItem[];
  /** Labelled groups after the items, each after a separator (e.g. Theme: System, Light, Dark). */
  groups?: readonly MenuButtonGroup[];
  /** Items after a separator (e.g. Log out). */
  footerItems?: readonly MenuButtonItem[];
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A small WAI-ARIA menu button (the header's user panel and store switcher). Written here
 * rather than with a positioning library because the header is in the shell's initial JS
 * (target under 150 KB gzip): arrow keys, Home/End, Escape (focus returns to the button),
 * Tab and outside clicks close it.
 */
export function MenuButton({
  trigger,
  label,
  heading,
  items,
  groups = [],
  footerItems = [],
  align = 'end',
  className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  const itemElements = () =>
    Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusItem = (index: number) => {
    const elements = itemElements();
    if (elements.length === 0) return;
    elements[(index + elements.length) % elements.length]!.focus();
  };

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const elements = itemElements();
    const current = elements.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(elements.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const renderItem = (item: MenuButtonItem) => (
    <li key={item.id} role="none">
      <button
        type="button"
        role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
        aria-checked={item.checked === undefined ? undefined : item.checked}
        tabIndex={-1}
        data-menu-item=""
        className="sr-dropdown-item"
        data-state={item.checked ? 'checked' : undefined}
        onClick={() => {
          close(true);
          item.onSelect();
        }}
      >
        {item.label}
      </button>
    </li>
  );

  return (
    <div className="sr-menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div className="sr-dropdown" data-align={align}>
          {heading ? (
            <div className="sr-dropdown-label" id={`${id}-heading`}>
              {heading}
            </div>
          ) : null}
          <ul
            id={`${id}-menu`}
            role="menu"
            aria-label={label}
            className="sr-dropdown-list"
            onKeyDown={onMenuKeyDown}
          >
            {items.map(renderItem)}
            {groups.map((group) => (
              <Fragment key={group.id}>
                <li role="separator" className="sr-dropdown-separator" />
                <li role="none">
                  <div role="group" aria-labelledby={`${id}-group-${group.id}`} className="sr-dropdown-group">
                    <div className="sr-dropdown-label" id={`${id}-group-${group.id}`}>
                      {group.label}
                    </div>
                    <ul role="none" className="sr-dropdown-list">
                      {group.items.map(renderItem)}
                    </ul>
                  </div>
                </li>
              </Fragment>
            ))}
            {footerItems.length ? <li role="separator" className="sr-dropdown-separator" /> : null}
            {footerItems.map(renderItem)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
