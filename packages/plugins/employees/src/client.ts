/**
 * Typed clients of the Employees and Private apps APIs, DERIVED from the core contract (the
 * endpoints are the core server's). No React: scripts use them in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const staff = await createEmployeesClient(http).list({ size: 100 });
 * const token = await createPrivateAppsClient(http).issueToken(3);
 */
import { coreContract, createClient } from '@storeroom/core/contract';
import type { ResourceClientOf } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import type { PrivateAppTokenItem } from '@storeroom/core/contract';

export type EmployeesClient = ResourceClientOf<typeof coreContract.resources.employees>;

export function createEmployeesClient(http: HttpClient): EmployeesClient {
  return createClient(coreContract, http).employees;
}

export interface PrivateAppsClient extends ResourceClientOf<typeof coreContract.resources.privateApps> {
  /** `POST /apps/private-apps/{id}/tokens`: a new token; its secret is in this answer only. */
  issueToken(appId: number): Promise<PrivateAppTokenItem>;
  /** `DELETE /apps/private-apps/{id}/tokens/{tokenId}`: revokes a token at once. */
  revokeToken(appId: number, tokenId: number): Promise<void>;
}

export function createPrivateAppsClient(http: HttpClient): PrivateAppsClient {
  const core = createClient(coreContract, http);
  return {
    ...core.privateApps,
    issueToken: (id) => core.createPrivateAppToken({ params: { id } }),
    revokeToken: async (id, tokenId) => {
      await core.revokePrivateAppToken({ params: { id, tokenId } });
    },
  };
}
