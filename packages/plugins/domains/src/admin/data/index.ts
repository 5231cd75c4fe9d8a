/** The Domains data hooks, DERIVED from the contract: screens never fetch. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import type { ListResponse } from '@storeroom/core/client';
import { domainsContract } from '../../contract';
import type { BuyDomainBody, CheckDomainBody, DnsRecordInput, Domain } from '../../contract';

/** The `domains` resource: list, item, connect (create), make primary (update), remove; query keys included. */
export const domains = resourceHooks(domainsContract, 'domains');

/** Query keys of a domain's DNS records (under the resource's, so a change of a domain refreshes them). */
const recordsKey = (id: number) => [...domains.keys.all, 'records', id] as const;

/** Every mutation below refreshes the domains (list and items) afterwards. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domains.keys.all });
}

/** The registrar in use: its name, whether it is a sandbox and the sandbox's rule. */
export function useRegistrar() {
  const client = useClient(domainsContract);
  return useQuery({
    queryKey: [...domains.keys.all, 'registrar'],
    queryFn: () => client.registrar(),
    staleTime: Infinity,
  });
}

/** `POST /domains/check`: availability and price of a name for some years. */
export function useDomainCheck() {
  const client = useClient(domainsContract);
  return useMutation({ mutationFn: (body: CheckDomainBody) => client.check({ body }) });
}

/** `POST /domains/buy`. */
export function useBuyDomain() {
  const client = useClient(domainsContract);
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BuyDomainBody) => client.buy({ body }), onSuccess: refresh });
}

/** `POST /domains/{id}/renew`. */
export function useRenewDomain() {
  const client = useClient(domainsContract);
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, years }: { id: number; years: number }) =>
      client.renew({ params: { id }, body: { years } }),
    onSuccess: refresh,
  });
}

/**
 * `PATCH /domains/{id}/ssl {activate}`: activating queues the SSL job. The answer (queued) goes
 * into the lists at once, so a page following the state sees it queued even when the job has
 * already finished by the time the lists are read again.
 */
export function useSsl() {
  const client = useClient(domainsContract);
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, activate }: { id: number; activate: boolean }) =>
      client.ssl({ params: { id }, body: { activate } }),
    onSuccess: ({ job_id: _job, ...answer }) => {
      queryClient.setQueriesData<ListResponse<Domain>>({ queryKey: domains.keys.lists() }, (old) =>
        old ? { ...old, items: old.items.map((domain) => (domain.id === answer.id ? answer : domain)) } : old,
      );
      return refresh();
    },
  });
}

/** `POST /domains/{id}/dns-check`: which required records the resolver finds. */
export function useDnsCheck() {
  const client = useClient(domainsContract);
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => client.dnsCheck({ params: { id } }), onSuccess: refresh });
}

/** The DNS records kept for a domain. */
export function useRecords(id: number | null) {
  const client = useClient(domainsContract);
  return useQuery({
    queryKey: recordsKey(id ?? 0),
    queryFn: () => client.records({ params: { id: id! } }),
    enabled: id !== null,
  });
}

/** Create, update and delete a domain's DNS records. */
export function useRecordMutations(domain: Pick<Domain, 'id'>) {
  const client = useClient(domainsContract);
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: recordsKey(domain.id) });
  const params = { id: domain.id };
  return {
    create: useMutation({
      mutationFn: (body: DnsRecordInput) => client.createRecord({ params, body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ recordId, body }: { recordId: number; body: Partial<DnsRecordInput> }) =>
        client.updateRecord({ params: { ...params, recordId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (recordId: number) => client.removeRecord({ params: { ...params, recordId } }),
      onSuccess,
    }),
  };
}
