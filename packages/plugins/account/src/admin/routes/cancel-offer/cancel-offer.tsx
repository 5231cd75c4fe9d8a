import { Link as RouterLink } from 'react-router';
import { errorMessages, useFormat } from '@storeroom/core';
import { Card, EmptyState, Spinner } from '@storeroom/ui';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_PATH, CONTACT_PAGE_PATH } from '../../../contract';
import { useCancelSettings } from '../../data';

/**
 * `/admin/site/cancel-offer` (spec 1 §2): reached from the cancel flow's Keep when the
 * done-for-you app's setting exists (spec 1 §4); shows that offer.
 */
export function CancelOfferPage() {
  const settings = useCancelSettings();
  const format = useFormat();
  if (settings.isPending)
    return (
      <div role="status" aria-label="Loading offer">
        <Spinner />
      </div>
    );
  if (settings.isError)
    return (
      <EmptyState
        tone="error"
        title={ACCOUNT_MESSAGES.loadFailed}
        description={errorMessages(settings.error)[0] ?? ACCOUNT_MESSAGES.generic}
      />
    );
  const offer = settings.data.done_for_you;
  return (
    <section aria-labelledby="cancel-offer-title">
      <h1 id="cancel-offer-title">Thank you for staying with us</h1>
      {offer ? (
        <Card title={offer.title} aria-label={offer.title}>
          <p>{offer.description}</p>
          <p>
            One-time price: <strong>{format.money(offer.price / 100)}</strong>
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
    </section>
  );
}
