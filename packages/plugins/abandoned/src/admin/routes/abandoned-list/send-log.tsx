import { useState } from 'react';
import { useFormat } from '@storeroom/core';
import { EmptyState, Pagination, Spinner, Stack, Table } from '@storeroom/ui';
import { EMAIL_TYPE_LABELS, LOG_PAGE_SIZE } from '../../../contract';
import { useCampaignLog, useSendLog } from '../../data';

function Loading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

function LoadError({ title, error }: { title: string; error: Error }) {
  return <EmptyState tone="error" size="compact" title={title} description={error.message} />;
}

/**
 * The emails sent, newest first, 100 a page (spec 1 §9): every campaign's, or one campaign's
 * (`POST /abandoned-checkouts/{id}/log`) with `campaignId`.
 */
export function SendLogGrid({ campaignId = null }: { campaignId?: number | null }) {
  const format = useFormat();
  const [page, setPage] = useState(1);
  const all = useSendLog(page, campaignId === null);
  const one = useCampaignLog(campaignId, page);
  const { data, isPending, isError, error } = campaignId === null ? all : one;
  if (isPending) return <Loading label="Loading the email log" />;
  if (isError) return <LoadError title="The email log could not be loaded." error={error} />;
  if (data.items.length === 0) return <EmptyState size="compact" title="No emails sent yet" />;
  return (
    <Stack gap={2}>
      <Table.Root aria-label="Sent emails">
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Sent</Table.HeaderCell>
            <Table.HeaderCell>To</Table.HeaderCell>
            <Table.HeaderCell>Email</Table.HeaderCell>
            <Table.HeaderCell>Subject</Table.HeaderCell>
            <Table.HeaderCell>Opened</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {data.items.map((send) => (
            <Table.Row key={send.id}>
              <Table.Cell>{format.dateTime(send.sent_at)}</Table.Cell>
              <Table.Cell>{send.email}</Table.Cell>
              <Table.Cell>{`${send.stage + 1}. ${EMAIL_TYPE_LABELS[send.template_type]}`}</Table.Cell>
              <Table.Cell>{send.subject}</Table.Cell>
              <Table.Cell>{send.opened_at ? format.dateTime(send.opened_at) : 'Not yet'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pagination
        label="Email log pages"
        page={page}
        pageCount={Math.max(1, data._meta.pageCount)}
        pageSize={LOG_PAGE_SIZE}
        totalCount={data._meta.totalCount}
        onPageChange={setPage}
      />
    </Stack>
  );
}
