/**
 * The Employees area's data hooks, derived from the core contract (the endpoints are the core
 * server's): screens never fetch.
 */
import { useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { coreContract } from '../../contract';

export const employees = resourceHooks(coreContract, 'employees');
export const privateApps = resourceHooks(coreContract, 'privateApps');

/**
 * Issue and revoke private-app tokens (`POST|DELETE /apps/private-apps/{id}/tokens`); the
 * apps' lists reload after each (their active tokens column changed).
 */
export function usePrivateAppTokens() {
  const core = useClient(coreContract);
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: privateApps.keys.lists() });
  return {
    async issue(appId: number) {
      const token = await core.createPrivateAppToken({ params: { id: appId } });
      void changed();
      return token;
    },
    async revoke(appId: number, tokenId: number) {
      await core.revokePrivateAppToken({ params: { id: appId, tokenId } });
      void changed();
    },
  };
}
