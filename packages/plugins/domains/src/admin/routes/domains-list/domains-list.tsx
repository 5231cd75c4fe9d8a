import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessages, useConfirm, useFormat, useToast, useRights } from '@storeroom/core';
import { Badge, Button, EmptyState, FormErrors, Inline, Page, Spinner, Stack, Table } from '@storeroom/ui';
import type { BadgeTone } from '@storeroom/ui';
import {
  DOMAINS_MESSAGES,
  DOMAINS_PATHS,
  DOMAINS_SUBJECT,
  SSL_NOTICE_MS,
  SSL_POLL_MS,
  SSL_STATUS,
  SSL_STATUS_LABELS,
  canActivateSsl,
  canDeactivateSsl,
  isSslPending,
} from '../../../contract/model';
import type { Domain, SslStatus } from '../../../contract';
import { domains } from '../../data';
import { AddDomainDialog } from './add-domain-dialog';
import { DnsRecordsDialog } from './dns-records-dialog';
import { RenewDialog } from './renew-dialog';
import { SslDialog } from './ssl-dialog';
import type { SslRequest } from './ssl-dialog';

const SSL_TONES: Record<SslStatus, BadgeTone> = {
  0: 'neutral',
  1: 'success',
  2: 'info',
  3: 'info',
  4: 'danger',
};

/**
 * Announces the end of an SSL job the page followed (queued or processing, then enabled or
 * failed) for 15000 ms (spec 1 §9).
 */
function useSslNotices(items: readonly Domain[] | undefined) {
  const toast = useToast();
  const seen = useRef(new Map<number, SslStatus>());
  useEffect(() => {
    if (!items) return;
    for (const domain of items) {
      const before = seen.current.get(domain.id);
      seen.current.set(domain.id, domain.ssl_status);
      if (before === undefined || !isSslPending(before) || isSslPending(domain.ssl_status)) continue;
      if (domain.ssl_status === SSL_STATUS.enabled)
        toast.success(`${DOMAINS_MESSAGES.sslEnabled} (${domain.domain})`, { duration: SSL_NOTICE_MS });
      else if (domain.ssl_status === SSL_STATUS.failed)
        toast.error(`${DOMAINS_MESSAGES.sslFailed} (${domain.domain})`, { duration: SSL_NOTICE_MS });
    }
  }, [items, toast]);
}

function SslCell({ domain }: { domain: Domain }) {
  return (
    <Stack gap={1}>
      <Inline gap={1} align="center">
        <Badge tone={SSL_TONES[domain.ssl_status]}>{SSL_STATUS_LABELS[domain.ssl_status]}</Badge>
        {isSslPending(domain.ssl_status) ? (
          <Spinner size="sm" label={`Issuing SSL for ${domain.domain}`} />
        ) : null}
      </Inline>
      {domain.ssl_errors.length > 0 ? (
        <ul aria-label={`SSL errors of ${domain.domain}`}>
          {domain.ssl_errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/**
 * `/admin/domains` and `/admin/domains/index` (spec 1 §2): the store's domains with the primary
 * flag, the SSL state and its errors; add (connect or buy), make primary, DNS records, SSL,
 * renew and delete. While an SSL job runs the page follows the domain and announces the end.
 * Limited access is read-only: the list and the records, no writes.
 */
export function DomainsListPage() {
  const { canCreate, canEdit: canUpdate, canDelete } = useRights(DOMAINS_SUBJECT);
  const list = domains.useList(
    { size: 200 },
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((domain) => isSslPending(domain.ssl_status)) ? SSL_POLL_MS : false,
    },
  );
  const update = domains.useUpdate();
  const removal = domains.useRemove();
  const confirm = useConfirm();
  const toast = useToast();
  const format = useFormat();
  const [adding, setAdding] = useState(false);
  const [records, setRecords] = useState<Domain | null>(null);
  const [renewing, setRenewing] = useState<Domain | null>(null);
  const [ssl, setSsl] = useState<SslRequest | null>(null);
  const items = list.data?.items;
  useSslNotices(items);

  const makePrimary = async (domain: Domain) => {
    try {
      await update.mutateAsync({ id: domain.id, body: { primary: true } });
      toast.success(DOMAINS_MESSAGES.updated);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  const remove = async (domain: Domain) => {
    if (!(await confirm({ message: DOMAINS_MESSAGES.confirmDelete, danger: true }))) return;
    try {
      await removal.mutateAsync(domain.id);
      toast.success(DOMAINS_MESSAGES.deleted);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };

  return (
    <Page
      title="Domains"
      actions={
        canCreate ? (
          <Inline gap={2}>
            <RouterLink to={DOMAINS_PATHS.buy}>Buy a domain</RouterLink>
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add domain
            </Button>
          </Inline>
        ) : undefined
      }
    >
      {list.isPending ? <Spinner label="Loading domains" /> : null}
      {list.isError ? (
        <EmptyState
          tone="error"
          title="Domains could not be loaded."
          description={<FormErrors messages={errorMessages(list.error)} />}
        />
      ) : null}
      {items && items.length === 0 ? (
        <EmptyState
          title="No domains yet."
          description={DOMAINS_MESSAGES.needDomain}
          action={
            canCreate ? (
              <Button variant="primary" onClick={() => setAdding(true)}>
                Add domain
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {items && items.length > 0 ? (
        <Table.Root aria-label="Domains">
          <Table.Columns columns={['Domain', 'Primary', 'Connection', 'SSL', 'Expires', 'Actions']} />
          <Table.Body>
            {items.map((domain) => (
              <Table.Row key={domain.id}>
                <Table.Cell>{domain.domain}</Table.Cell>
                <Table.Cell>
                  {domain.primary ? (
                    <Badge tone="primary">Primary</Badge>
                  ) : canUpdate ? (
                    <Button
                      variant="ghost"
                      onClick={() => void makePrimary(domain)}
                      aria-label={`Make primary: ${domain.domain}`}
                    >
                      Make primary
                    </Button>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {domain.kind === 'bought'
                    ? 'Bought here'
                    : domain.connected
                      ? 'Connected'
                      : 'Waiting for DNS records'}
                </Table.Cell>
                <Table.Cell>
                  <SslCell domain={domain} />
                </Table.Cell>
                <Table.Cell>{domain.expires_at ? format.date(domain.expires_at) : '—'}</Table.Cell>
                <Table.Cell>
                  <Inline gap={1} wrap>
                    <Button onClick={() => setRecords(domain)} aria-label={`DNS records of ${domain.domain}`}>
                      DNS records
                    </Button>
                    {canUpdate && canActivateSsl(domain.ssl_status) ? (
                      <Button
                        onClick={() => setSsl({ domain, activate: true })}
                        aria-label={`Activate SSL for ${domain.domain}`}
                      >
                        Activate SSL
                      </Button>
                    ) : null}
                    {canUpdate && canDeactivateSsl(domain.ssl_status) ? (
                      <Button
                        onClick={() => setSsl({ domain, activate: false })}
                        aria-label={`Deactivate SSL for ${domain.domain}`}
                      >
                        Deactivate SSL
                      </Button>
                    ) : null}
                    {canUpdate && domain.kind === 'bought' ? (
                      <Button onClick={() => setRenewing(domain)} aria-label={`Renew ${domain.domain}`}>
                        Renew
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        onClick={() => void remove(domain)}
                        aria-label={`Delete ${domain.domain}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Inline>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      <AddDomainDialog open={adding} onOpenChange={setAdding} />
      <DnsRecordsDialog domain={records} canEdit={canUpdate} onClose={() => setRecords(null)} />
      <RenewDialog domain={renewing} onClose={() => setRenewing(null)} />
      <SslDialog request={ssl} onClose={() => setSsl(null)} />
    </Page>
  );
}
