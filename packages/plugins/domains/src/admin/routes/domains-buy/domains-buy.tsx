import { useRights } from '@storeroom/core';
import { Card, Page } from '@storeroom/ui';
import { DOMAINS_PATHS, DOMAINS_SUBJECT } from '../../../contract/model';
import { BuyForm } from '../../components/buy-form';

/**
 * `/admin/domains/buy` (spec 1 §2): a name and 1 to 5 years checked at the registrar; an
 * available name goes on to the confirmation. Limited access may check names, not buy.
 */
export function DomainsBuyPage() {
  const { canCreate: canBuy } = useRights(DOMAINS_SUBJECT);
  return (
    <Page title="Buy a domain" width="narrow" back={{ label: 'Domains', href: DOMAINS_PATHS.list }}>
      <Card>
        <BuyForm canBuy={canBuy} />
      </Card>
    </Page>
  );
}
