import { clientFor } from '../contract/client';
import type { ContractClient } from '../contract/client';
import type { PluginContract } from '../contract/define';
import { httpApiRef } from '../core-apis';
import { useApi } from './api-provider';

/**
 * The typed client of a contract on the admin's transport (bearer token, refresh, errors),
 * made once per contract: `useClient(csvTemplatesContract).templates.list()`. Tests and
 * stories change the transport (an in-process server, a memory server), never the client.
 */
export function useClient<const TContract extends PluginContract>(
  contract: TContract,
): ContractClient<TContract> {
  return clientFor(contract, useApi(httpApiRef));
}
