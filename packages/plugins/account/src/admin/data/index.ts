/**
 * The Account area's server state (screens never fetch): query keys and hooks over the clients
 * derived from the account contract and, for the profile, photo, pause and delete calls, the
 * core contract.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin, useClient } from '@storeroom/core';
import type { Account, AccountUpdate } from '@storeroom/core/client';
import { coreContract } from '@storeroom/core/contract';
import { accountContract } from '../../contract';
import type { CancelReason, CardInput, FeedbackInput } from '../../contract';

export const accountKeys = {
  all: ['plugin.account'] as const,
  plan: () => [...accountKeys.all, 'plan'] as const,
  cards: () => [...accountKeys.all, 'cards'] as const,
  invoices: (year: number) => [...accountKeys.all, 'invoices', year] as const,
  invoice: (id: number) => [...accountKeys.all, 'invoice', id] as const,
  cancelSettings: () => [...accountKeys.all, 'cancel-settings'] as const,
};

const useAccountClient = () => useClient(accountContract);

export function useCurrentPlan() {
  const client = useAccountClient();
  return useQuery({ queryKey: accountKeys.plan(), queryFn: () => client.currentPlan(), retry: false });
}

export function usePlans() {
  const client = useAccountClient();
  return useQuery({
    queryKey: [...accountKeys.all, 'plans'],
    queryFn: () => client.listPlans(),
    retry: false,
  });
}

/** Plan change and the end of the trial: both answer the new plan; the trial's also an invoice. */
export function usePlanActions() {
  const client = useAccountClient();
  const queryClient = useQueryClient();
  return {
    change: useMutation({
      mutationFn: (plan_id: number) => client.changePlan({ body: { plan_id } }),
      onSuccess: (plan) => queryClient.setQueryData(accountKeys.plan(), plan),
    }),
    finishTrial: useMutation({
      mutationFn: () => client.finishTrial({ body: {} }),
      onSuccess: (result) => {
        queryClient.setQueryData(accountKeys.plan(), result.plan);
        void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'invoices'] });
      },
    }),
  };
}

export function useCards() {
  const client = useAccountClient();
  return useQuery({ queryKey: accountKeys.cards(), queryFn: () => client.listCards(), retry: false });
}

export function useInvoices(year: number) {
  const client = useAccountClient();
  return useQuery({
    queryKey: accountKeys.invoices(year),
    queryFn: () => client.listInvoices({ query: { year } }),
    retry: false,
  });
}

export function useInvoice(id: number) {
  const client = useAccountClient();
  return useQuery({
    queryKey: accountKeys.invoice(id),
    queryFn: () => client.getInvoice({ params: { id } }),
    retry: false,
  });
}

export function useCancelSettings(enabled = true) {
  const client = useAccountClient();
  return useQuery({
    queryKey: accountKeys.cancelSettings(),
    queryFn: () => client.cancelSettings(),
    retry: false,
    enabled,
  });
}

/** Card calls; every one refreshes the card list. */
export function useCardActions() {
  const client = useAccountClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.cards() });
  return {
    add: useMutation({ mutationFn: (card: CardInput) => client.addCard({ body: card }), onSettled: refresh }),
    confirm: useMutation({
      mutationFn: (v: { id: number; secret: string }) =>
        client.confirmCard({ body: { payment_method_id: v.id, client_secret: v.secret } }),
      onSettled: refresh,
    }),
    makePrimary: useMutation({
      mutationFn: (id: number) => client.makePrimary({ params: { id }, body: {} }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => client.deleteCard({ params: { id } }),
      onSettled: refresh,
    }),
  };
}

export function useRetryInvoice() {
  const client = useAccountClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.retryInvoice({ params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'invoices'] }),
  });
}

/** Calls that answer the account (the core's): the session gets the new one (header, guards). */
export function useAccountUpdates() {
  const core = useClient(coreContract);
  const client = useAccountClient();
  const { session } = useAdmin();
  const queryClient = useQueryClient();
  const apply = (account: Account) => {
    session.setAccount(account);
    void queryClient.invalidateQueries({ queryKey: accountKeys.plan() });
  };
  const upload = (field: 'uploadPhoto' | 'uploadSignature', file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return core[field]({ body: form });
  };
  return {
    profile: useMutation({
      mutationFn: (body: AccountUpdate) => core.updateAccount({ body }),
      onSuccess: apply,
    }),
    photo: useMutation({
      mutationFn: (file: File) => upload('uploadPhoto', file, file.name || 'photo.png'),
      onSuccess: apply,
    }),
    signature: useMutation({
      mutationFn: (file: Blob) => upload('uploadSignature', file, 'signature.svg'),
      onSuccess: apply,
    }),
    pause: useMutation({
      mutationFn: (password: string) => core.pauseAccount({ body: { fes_password: password } }),
      onSuccess: apply,
    }),
    unpause: useMutation({ mutationFn: () => core.unpauseAccount(), onSuccess: apply }),
    keep: useMutation({
      mutationFn: (reason: CancelReason) => client.keepAccount({ body: { reason } }),
    }),
    remove: useMutation({ mutationFn: () => core.deleteAccount() }),
  };
}

export function useSendFeedback() {
  const client = useAccountClient();
  return useMutation({ mutationFn: (feedback: FeedbackInput) => client.sendFeedback({ body: feedback }) });
}
