import { Link as RouterLink } from 'react-router';
import { Badge, Card, Inline, Stack } from '@storeroom/ui';
import type { DashboardInfo } from '../../contract';

export interface SetupChecklistProps {
  steps: DashboardInfo['checklist'];
}

/** The setup checklist with the spec's shortcuts (spec 2 §2); hidden once every step is done. */
export function SetupChecklist({ steps }: SetupChecklistProps) {
  const done = steps.filter((s) => s.done).length;
  if (steps.length === 0 || done === steps.length) return null;
  return (
    <Card
      title="Set up your store"
      aria-label="Set up your store"
      actions={<span className="sr-muted">{`${done} of ${steps.length} done`}</span>}
    >
      <Stack as="ul" gap={2}>
        {steps.map((step) => (
          <Inline as="li" key={step.id} justify="between" data-done={step.done ? '' : undefined}>
            <RouterLink to={step.path} className="sr-link">
              {step.label}
            </RouterLink>
            {step.done ? <Badge tone="success">Done</Badge> : null}
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
