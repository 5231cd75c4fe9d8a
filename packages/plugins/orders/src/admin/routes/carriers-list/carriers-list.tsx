import { useDeferredValue, useState } from 'react';
import { CONFIRM_DELETE_ONE, errorMessages, useConfirm, useRights, useToast } from '@storeroom/core';
import { Button, EmptyState, Field, Inline, Input, Page, Spinner, Stack, Table } from '@storeroom/ui';
import { CARRIERS_PAGE_SIZE, CARRIERS_SUBJECT, ORDERS_MESSAGES } from '../../../contract';
import type { Carrier } from '../../../contract';
import { carriers, useRemoveCarrier } from '../../data';
import { CarrierDialog } from './carrier-dialog';

/** Which modal is open: a new carrier, one to rename, or none. */
type Editing = { carrier?: Carrier } | null;

/**
 * `/admin/settings/carriers` (spec 3 §2): the store's shipping carriers, 200 by title (spec 3
 * §9), searched by title; "Add carrier" and each carrier's "Edit" open the carrier modal,
 * "Delete" asks the generic question (spec 3 §8) and marks the carrier deleted: it leaves this
 * list and the ship dialogs, while shipments keep naming it. Limited settings access reads
 * only (no add, edit or delete; the server refuses them too, spec 3 §6).
 */
export function CarriersPage() {
  const { canCreate, canEdit, canDelete } = useRights(CARRIERS_SUBJECT);
  const confirm = useConfirm();
  const toast = useToast();
  const removal = useRemoveCarrier();
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const query = carriers.useSearch(
    { is_deleted: false, ...(text ? { title: { operator: 'contains', value: text } } : {}) },
    { size: CARRIERS_PAGE_SIZE, sort: 'title' },
  );
  const items = query.data?.items ?? [];

  const remove = async (carrier: Carrier) => {
    if (!(await confirm({ message: CONFIRM_DELETE_ONE, danger: true }))) return;
    try {
      await removal.mutateAsync(carrier.id);
      toast.success(ORDERS_MESSAGES.carrierDeleted);
    } catch (error) {
      toast.error(errorMessages(error).join(' '));
    }
  };

  let body;
  if (query.isPending) {
    body = <Spinner label="Loading carriers" />;
  } else if (query.isError) {
    body = (
      <EmptyState
        tone="error"
        title="Could not load the carriers"
        description={errorMessages(query.error).join(' ')}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  } else if (items.length === 0) {
    body = <EmptyState title={text ? 'No carriers match the search.' : 'No carriers yet.'} />;
  } else {
    body = (
      <Table.Root>
        <Table.Caption>Carriers</Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Title</Table.HeaderCell>
            {canEdit || canDelete ? (
              <Table.HeaderCell align="end">
                <span className="sr-visually-hidden">Actions</span>
              </Table.HeaderCell>
            ) : null}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {items.map((carrier) => (
            <Table.Row key={carrier.id}>
              <Table.Cell>{carrier.title}</Table.Cell>
              {canEdit || canDelete ? (
                <Table.Cell align="end">
                  <Inline gap={2} justify="end">
                    {canEdit ? (
                      <Button aria-label={`Edit ${carrier.title}`} onClick={() => setEditing({ carrier })}>
                        Edit
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="danger"
                        aria-label={`Delete ${carrier.title}`}
                        onClick={() => void remove(carrier)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Inline>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }

  return (
    <Page
      title="Carriers"
      description="The shipping carriers offered when an order is marked shipped."
      width="narrow"
      actions={
        canCreate ? (
          <Button variant="primary" onClick={() => setEditing({})}>
            Add carrier
          </Button>
        ) : null
      }
    >
      <Stack gap={3}>
        <Field label="Search carriers">
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        {body}
      </Stack>
      {editing ? (
        <CarrierDialog
          key={editing.carrier?.id ?? 'new'}
          carrier={editing.carrier}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </Page>
  );
}
