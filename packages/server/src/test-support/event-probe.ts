import type { AccessSubject } from '@storeroom/core/access';
import type { EventRef } from '@storeroom/core/contract';
import { action } from '../plugin';
import type { ActionRoute } from '../plugin';

/**
 * A `GET` route for a plugin's tests that publishes `event` with a fresh `state()` and answers
 * the state as its subscribers left it (sets as arrays): how a plugin's subscribers answer
 * another plugin's event, read without starting that plugin's server part (a plugin's tests
 * may not). Put it in a probe plugin beside the plugin under test.
 *
 * @example
 * const probe = defineServerPlugin({
 *   id: 'probe',
 *   routes: [eventProbe('/probe/setup', SUBJECTS.dashboard, DASHBOARD_SETUP, setupState)],
 * });
 * const { done } = await (await t.request('GET', '/probe/setup', { token })).json();
 */
export function eventProbe<T extends object>(
  path: string,
  subject: AccessSubject,
  event: EventRef<T>,
  state: () => T,
): ActionRoute {
  return action({
    method: 'GET',
    path,
    subject,
    async handler(ctx) {
      const payload = state();
      await ctx.emit(event, payload);
      return Object.fromEntries(
        Object.entries(payload).map(([key, value]) => [key, value instanceof Set ? [...value] : value]),
      );
    },
  });
}
