import { useState } from 'react';
import { Link } from 'react-router';
import { Slot } from '../admin/slot';
import { HOME_PATH } from '../session/session';
import { GlobalSearch } from './global-search';
import { Favourites, MainMenu } from './main-menu';
import { useIsMobileHeader } from './use-media-query';
import { StoreSwitcher, UserMenu } from './user-menu';

export interface HeaderProps {
  productName?: string;
  /** Force the mobile layout (stories); otherwise below 980 px. */
  mobile?: boolean;
}

/**
 * The top header (spec 4 §2): hamburger menu, favourites, global search (a search button that
 * opens a full-width bar below 980 px), plugin actions, store switching and the user panel.
 */
export function Header({ productName = 'Storeroom', mobile }: HeaderProps) {
  const narrow = useIsMobileHeader();
  const isMobile = mobile ?? narrow;
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    // `sr-print-hide`: a printed page shows its content only (core.css, @media print).
    <header className="sr-header sr-print-hide" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <div className="sr-header-bar">
        <MainMenu />
        <Link to={HOME_PATH} className="sr-header-brand">
          {productName}
        </Link>
        <StoreSwitcher />
        {isMobile ? null : <Favourites />}
        <div className="sr-header-spacer" />
        {isMobile ? (
          <button
            type="button"
            className="sr-header-icon-button"
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <GlobalSearch />
        )}
        <Slot slot="shell.header.actions" />
        <UserMenu />
      </div>
      {isMobile && searchOpen ? (
        <div className="sr-header-mobile-search">
          <GlobalSearch onNavigate={() => setSearchOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
