import { Link as RouterLink } from 'react-router';
import { useFormat } from '@storeroom/core';
import { Card, EmptyState, Page } from '@storeroom/ui';
import { ACCOUNT_PAGE_PATH, CONTACT_PAGE_PATH } from '../../../contract';
import { QueryContent } from '../../components/query-content';
import { useCancelSettings } from '../../data';

/**
 * `/admin/site/cancel-offer` (spec 1 §2): reached from the cancel flow's Keep when the
 * done-for-you app's setting exists (spec 1 §4); shows that offer.
 */
export function CancelOfferPage() {
  const settings = useCancelSettings();
  const format = useFormat();
  return (
    <QueryContent query={settings} loadingLabel="Loading offer">
      {({ done_for_you: offer }) => (
        <Page title="Thank you for staying with us" width="narrow">
          {offer ? (
            <Card title={offer.title}>
              <p>{offer.description}</p>
              <p>
                One-time price: <strong>{format.money(offer.price)}</strong>
              </p>
              <p>
                <RouterLink to={`${CONTACT_PAGE_PATH}?subject=${encodeURIComponent(offer.title)}`}>
                  Tell me more
                </RouterLink>
              </p>
            </Card>
          ) : (
            <EmptyState title="No offer right now" description="Your account stays as it is." />
          )}
          <p>
            <RouterLink to={ACCOUNT_PAGE_PATH}>Back to the account</RouterLink> ·{' '}
            <RouterLink to="/admin">Go to the dashboard</RouterLink>
          </p>
        </Page>
      )}
    </QueryContent>
  );
}
