import { Suspense, lazy, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useFavourites } from './use-menu';

// The drawer (and its dialog primitives) loads on the first open, out of the initial JS.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * The hamburger menu (spec 4 §2): groups Manage, Apps and Settings built from the plugins,
 * filtered by access, with a star to add or remove each entry from the favourites.
 */
export function MainMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="sr-header-icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The favourite links in the header bar. */
export function Favourites() {
  const { entries, unavailable } = useFavourites();
  if (entries.length === 0 && unavailable.length === 0) return null;
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
        {unavailable.map((favourite) => (
          <li key={favourite.path}>
            {/* Not a dead end (issue 18): kept visible, disabled, with the reason. */}
            <span className="sr-favourite-link" aria-disabled="true" title={favourite.reason}>
              {favourite.label}
              <span className="sr-visually-hidden">{` (${favourite.reason})`}</span>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
