import { useState } from 'react';
import { errorMessages, JobProgress, useFormat, useLiveEvent, useToast } from '@storeroom/core';
import type { JobView } from '@storeroom/core/contract';
import { Button, Dialog, EmptyState, FormErrors, Spinner } from '@storeroom/ui';
import { MIGRATION_LIVE_EVENT } from '../../../contract';
import type { Migration } from '../../../contract';
import { useMigration, useRefreshAbandoned, useSetMigration, useStartMigration } from '../../data';

export interface MigrateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Full access: may start it (limited access reads its state). */
  canStart: boolean;
}

const running = (m: Migration | undefined) => m?.state === 'queued' || m?.state === 'active';

/** The migration as a job view, for the platform's progress bar (its state is kept by the server). */
function jobViewOf(m: Migration): JobView {
  return {
    id: m.job_id ?? '',
    name: 'abandoned.migrate-orders',
    state: m.state === 'never' ? 'queued' : m.state,
    progress: { done: m.done, total: m.total, step: 'Matching orders to checkouts' },
    result: null,
    error: m.state === 'failed' ? 'The migration failed. Start it again.' : null,
    createdAt: m.started_at ?? '',
    finishedAt: m.finished_at,
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * The orders migration (spec 1 §7 "POST and GET /orders/migrate"): marks recovered the
 * abandoned checkouts whose buyer placed an order after them, from the orders recorded before
 * the campaigns existed. Shows the last run (when, what it found) and the running one's
 * progress, kept current by the live channel's migration events, which reach everyone who may
 * read the area (read again every 2 s while the channel is down, every 10 s while it is up).
 */
export function MigrateDialog({ open, onOpenChange, canStart }: MigrateDialogProps) {
  const format = useFormat();
  const toast = useToast();
  const migration = useMigration(open);
  const start = useStartMigration();
  const setMigration = useSetMigration();
  const refreshAbandoned = useRefreshAbandoned();
  const [errors, setErrors] = useState<string[]>([]);
  const current = migration.data;
  // Whoever may read the area follows a run, also one someone else started.
  useLiveEvent(
    MIGRATION_LIVE_EVENT,
    (next) => {
      setMigration(next);
      // The logs and statistics change when it has marked checkouts recovered.
      if (next.state === 'completed' || next.state === 'failed') void refreshAbandoned();
    },
    { enabled: open },
  );

  const run = async () => {
    setErrors([]);
    try {
      const answer = await start.mutateAsync();
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };

  let body;
  if (migration.isPending) body = <Spinner label="Loading the migration" />;
  else if (migration.isError)
    body = (
      <EmptyState
        tone="error"
        size="compact"
        title="The migration could not be loaded."
        description={migration.error.message}
      />
    );
  else if (current!.state === 'never') body = <p>Not run yet.</p>;
  else
    body = (
      <JobProgress
        label="Matching orders to checkouts"
        job={jobViewOf(current!)}
        action={
          <p>
            {`Last run ${format.dateTime(current!.finished_at ?? current!.started_at!)}: ${plural(
              current!.checked,
              'checkout',
              'checkouts',
            )} checked, ${current!.recovered.toLocaleString()} recovered by an order.`}
          </p>
        }
      />
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title="Migrate orders"
        description="Marks abandoned checkouts recovered when their buyer placed an order after them, from the orders recorded before the campaigns existed. Running it again changes nothing twice."
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost">Close</Button>
            </Dialog.Close>
            {canStart ? (
              <Button
                variant="primary"
                loading={start.isPending}
                disabled={migration.isPending || running(current)}
                onClick={() => void run()}
              >
                {current && current.state !== 'never' ? 'Run again' : 'Start'}
              </Button>
            ) : null}
          </>
        }
      >
        {body}
        <FormErrors messages={errors} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
