import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useFavourites, useVisibleMenu } from './use-menu';

/**
 * The hamburger menu (spec 4 §2): groups Manage, Apps and Settings built from the plugins,
 * filtered by access, with a star to add or remove each entry from the favourites.
 */
export function MainMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const sections = useVisibleMenu();
  const favourites = useFavourites();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="sr-header-icon-button" aria-label="Open menu">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sr-dialog-overlay" />
        <Dialog.Content className="sr-menu-drawer" aria-describedby={undefined}>
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
                        <NavLink to={entry.path} end onClick={() => setOpen(false)} className="sr-menu-link">
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

/** The favourite links in the header bar. */
export function Favourites() {
  const { entries } = useFavourites();
  if (entries.length === 0) return null;
  return (
    <nav aria-label="Favourites" className="sr-favourites">
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end className="sr-favourite-link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
