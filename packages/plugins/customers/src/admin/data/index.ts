/** The customers' data hooks, derived from the contract: screens never fetch. */
import { useMutation } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import type { EndpointInput } from '@storeroom/core/contract';
import { customersContract } from '../../contract';

export const customers = resourceHooks(customersContract, 'customers');

/** `POST /customers/exportcsv`: emails the CSV of the customers matching a search filter. */
export function useExportCustomers() {
  const client = useClient(customersContract);
  return useMutation({
    mutationFn: (input: EndpointInput<typeof customersContract.endpoints.exportCsv>) =>
      client.exportCsv(input),
  });
}
