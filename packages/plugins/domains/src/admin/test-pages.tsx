/** For the admin tests: the plugin's pages by address (as the shell routes them), and the address shown. */
import { useLocation } from 'react-router';
import { DOMAINS_PATHS } from '../contract/model';
import { DomainsBuyPage } from './routes/domains-buy';
import { DomainsConfirmPage } from './routes/domains-confirm';
import { DomainsListPage } from './routes/domains-list';

export function DomainsTestPages() {
  const location = useLocation();
  const page =
    location.pathname === DOMAINS_PATHS.buy ? (
      <DomainsBuyPage />
    ) : location.pathname === DOMAINS_PATHS.confirm ? (
      <DomainsConfirmPage />
    ) : (
      <DomainsListPage />
    );
  return (
    <>
      <output aria-label="Address">{location.pathname}</output>
      {page}
    </>
  );
}
