/**
 * Typed clients of the Employees and Private apps APIs. No React: scripts use them in Node.
 *
 * @example
 * const http = createHttpClient({ baseUrl: `${process.env.STOREROOM_URL}/api/v1`, tokens: process.env.STOREROOM_TOKEN });
 * const staff = await createEmployeesClient(http).list({ size: 100 });
 */
import { createResourceClient } from '@storeroom/core/client';
import type { HttpClient, ResourceClient } from '@storeroom/core/client';
import type { Employee, EmployeeInput, PrivateApp, PrivateAppInput, PrivateAppToken } from './schema';

/** Resource paths under /api/v1 (spec 2 §7, spec 4 §7). */
export const EMPLOYEES_PATH = '/employees';
export const PRIVATE_APPS_PATH = '/apps/private-apps';

export type EmployeesClient = ResourceClient<Employee, EmployeeInput, Partial<EmployeeInput>>;

export function createEmployeesClient(http: HttpClient): EmployeesClient {
  return createResourceClient<Employee, EmployeeInput, Partial<EmployeeInput>>(http, EMPLOYEES_PATH);
}

export interface PrivateAppsClient extends ResourceClient<
  PrivateApp,
  PrivateAppInput,
  Partial<PrivateAppInput>
> {
  /** `POST /apps/private-apps/{id}/tokens`: a new token; its secret is in this answer only. */
  issueToken(appId: number): Promise<PrivateAppToken>;
  /** `DELETE /apps/private-apps/{id}/tokens/{tokenId}`: revokes a token at once. */
  revokeToken(appId: number, tokenId: number): Promise<void>;
}

export function createPrivateAppsClient(http: HttpClient): PrivateAppsClient {
  const base = createResourceClient<PrivateApp, PrivateAppInput, Partial<PrivateAppInput>>(
    http,
    PRIVATE_APPS_PATH,
  );
  return {
    ...base,
    issueToken: (appId) => http.request<PrivateAppToken>('POST', `${PRIVATE_APPS_PATH}/${appId}/tokens`),
    revokeToken: async (appId, tokenId) => {
      await http.request<unknown>('DELETE', `${PRIVATE_APPS_PATH}/${appId}/tokens/${tokenId}`);
    },
  };
}
