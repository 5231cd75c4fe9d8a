import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { useFavourites, useVisibleMenu } from './use-menu';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the drawer closes (the hamburger button). */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The menu drawer: groups, entries and favourite stars (loaded on the first open). */
export function MenuDrawer({ open, onOpenChange, returnFocus }: MenuDrawerProps) {
  const sections = useVisibleMenu();
  const favourites = useFavourites();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sr-menu-overlay sr-print-hide" />
        <Dialog.Content
          className="sr-menu-drawer sr-print-hide"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="sr-menu-drawer-head">
            <Dialog.Title className="sr-menu-title">Menu</Dialog.Title>
            <Dialog.Close className="sr-header-icon-button" aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          <nav aria-label="Main menu">
            {sections.length === 0 ? <p className="sr-muted">No pages are available to you.</p> : null}
            {sections.map((section) => (
              <section
                key={section.group}
                className="sr-menu-group"
                aria-labelledby={`sr-menu-${section.group}`}
              >
                <h2 id={`sr-menu-${section.group}`} className="sr-menu-group-title">
                  {section.label}
                </h2>
                <ul className="sr-menu-list">
                  {section.entries.map((entry) => {
                    const starred = favourites.isFavourite(entry.path);
                    return (
                      <li key={`${entry.pluginId}:${entry.path}`} className="sr-menu-item">
                        <NavLink
                          to={entry.path}
                          end
                          onClick={() => onOpenChange(false)}
                          className="sr-menu-link"
                        >
                          {entry.label}
                        </NavLink>
                        <button
                          type="button"
                          className="sr-menu-star"
                          aria-pressed={starred}
                          aria-label={`${starred ? 'Remove' : 'Add'} ${entry.label} ${starred ? 'from' : 'to'} favourites`}
                          onClick={() => void favourites.toggle(entry.path)}
                        >
                          {starred ? '★' : '☆'}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
