import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toastError, useAccount, useToast } from '@storeroom/core';
import { Button, Card, Page } from '@storeroom/ui';
import { CONTACT_PAGE_PATH } from '../../../contract';
import { useAccountUpdates } from '../../data';
import { CardsSection, InvoicesSection, PlanSection } from './billing-sections';
import { CancelFlowDialog } from './cancel-flow';
import { PhotoSection, SignatureSection } from './photo-signature';
import { ProfileSection } from './profile-section';

/**
 * `/admin/site/account` (spec 1 §2): profile, photo, signature, plan, cards, invoices and the
 * cancel flow. Always allowed (a disabled account is forced here); employees see their own
 * profile only: no billing, no invoices, no cancel flow (spec 1 §6).
 */
export function AccountPage({ now }: { now?: Date } = {}) {
  const account = useAccount();
  const toast = useToast();
  const { unpause } = useAccountUpdates();
  const [cancelling, setCancelling] = useState(false);
  if (!account) return null;
  const owner = !account.is_employee;

  async function resume() {
    try {
      await unpause.mutateAsync();
    } catch (error) {
      toastError(toast, error);
    }
  }

  return (
    <Page title="Account">
      {account.disabled ? <p role="alert">Your account is disabled. Please contact support.</p> : null}
      <ProfileSection key={account.id} account={account} />
      <PhotoSection account={account} />
      {owner ? <SignatureSection account={account} /> : null}
      {owner ? (
        <>
          <PlanSection />
          <CardsSection />
          <InvoicesSection now={now} />
          <Card title="Cancel account">
            {account.is_paused ? (
              <>
                <p>Your account is paused.</p>
                <Button onClick={resume} loading={unpause.isPending}>
                  Unpause account
                </Button>
              </>
            ) : (
              <>
                <p>Delete, pause or keep your account.</p>
                <Button variant="danger" onClick={() => setCancelling(true)}>
                  Cancel account
                </Button>
              </>
            )}
          </Card>
          <CancelFlowDialog open={cancelling} onOpenChange={setCancelling} />
        </>
      ) : null}
      <p>
        Questions or ideas? <RouterLink to={CONTACT_PAGE_PATH}>Send us feedback</RouterLink>
      </p>
    </Page>
  );
}
