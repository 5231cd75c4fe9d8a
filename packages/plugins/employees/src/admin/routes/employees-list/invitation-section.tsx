import { useState } from 'react';
import { toastError, useConfirm, useFormat, useToast } from '@storeroom/core';
import { Button, Inline, Stack, StatusPill } from '@storeroom/ui';
import { INVITATION_MESSAGES, INVITATION_STATUS_LABELS } from '../../../contract';
import { useInvitationActions, useInvitations } from '../../data';

const TONES = { invited: 'warning', expired: 'danger', not_invited: 'neutral' } as const;

/**
 * An employee's invitation in their panel (issue 18 item 15): shown while they have no
 * password. Invited: when it was sent and until when the link works, with Resend and Revoke;
 * expired or not invited: Send (again). Nothing for an employee with a password.
 */
export function InvitationSection({ employeeId }: { employeeId: number }) {
  const invitations = useInvitations();
  const { invite, revoke } = useInvitationActions();
  const toast = useToast();
  const confirm = useConfirm();
  const format = useFormat();
  const [busy, setBusy] = useState<'invite' | 'revoke' | null>(null);
  const invitation = invitations.data?.get(employeeId);
  if (!invitation) return null;

  const send = async () => {
    setBusy('invite');
    try {
      await invite.mutateAsync(employeeId);
      toast.success(INVITATION_MESSAGES.sent);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setBusy(null);
    }
  };
  const cancel = async () => {
    if (!(await confirm(INVITATION_MESSAGES.confirmRevoke))) return;
    setBusy('revoke');
    try {
      await revoke.mutateAsync(employeeId);
      toast.success(INVITATION_MESSAGES.revoked);
    } catch (error) {
      toastError(toast, error);
    } finally {
      setBusy(null);
    }
  };

  const { status, sent_at: sentAt, expires_at: expiresAt } = invitation;
  return (
    <section aria-label="Invitation">
      <Stack gap={2}>
        <Inline gap={2}>
          <StatusPill status={status} labels={INVITATION_STATUS_LABELS} tones={TONES} />
          <span className="sr-muted">
            {status === 'invited' && sentAt && expiresAt
              ? `Sent ${format.dateTime(sentAt)}; the link works until ${format.dateTime(expiresAt)}.`
              : status === 'expired' && expiresAt
                ? `The link expired ${format.dateTime(expiresAt)}.`
                : 'No password yet: send an invitation, or set a password below.'}
          </span>
        </Inline>
        <Inline gap={2}>
          <Button type="button" loading={busy === 'invite'} onClick={() => void send()}>
            {status === 'not_invited' ? 'Send invitation' : 'Resend invitation'}
          </Button>
          {status === 'invited' ? (
            <Button type="button" variant="danger" loading={busy === 'revoke'} onClick={() => void cancel()}>
              Revoke invitation
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </section>
  );
}
