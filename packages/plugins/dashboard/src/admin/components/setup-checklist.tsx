import { Link as RouterLink } from 'react-router';
import { useAvailableRoutes } from '@storeroom/core';
import { Badge, Card, Inline, Stack } from '@storeroom/ui';
import type { DashboardInfo } from '../../contract';

export interface SetupChecklistProps {
  steps: DashboardInfo['checklist'];
}

/** Shown instead of a shortcut whose page no plugin of this admin provides yet. */
export const STEP_UNAVAILABLE_REASON = 'Not available yet: no installed plugin provides this page.';

/**
 * The setup checklist with the spec's shortcuts (spec 2 §2); hidden once every step is done.
 * A shortcut is a link only when a plugin of this admin registers its page (read at run time,
 * so the domains, payments and shipping steps become links when those plugins are added);
 * otherwise it is shown disabled with the reason, never as a link to "Page not found".
 */
export function SetupChecklist({ steps }: SetupChecklistProps) {
  const available = useAvailableRoutes(steps.map((s) => s.path));
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
            {available.has(step.path) ? (
              <RouterLink to={step.path} className="sr-link">
                {step.label}
              </RouterLink>
            ) : (
              <Stack as="span" gap={0}>
                <span aria-disabled="true">{step.label}</span>
                <span className="sr-muted">{STEP_UNAVAILABLE_REASON}</span>
              </Stack>
            )}
            {step.done ? <Badge tone="success">Done</Badge> : null}
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
