/**
 * The Account area's server state (STYLE.md rule 6: screens never fetch directly): query keys
 * and hooks over the account client from the API registry.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdmin, useApi } from '@storeroom/core';
import type { Account, AccountUpdate } from '@storeroom/core/client';
import type { CancelReason, CardInput } from '../../schema';
import { accountClientRef } from '../api';

export const accountKeys = {
  all: ['plugin.account'] as const,
  plan: () => [...accountKeys.all, 'plan'] as const,
  cards: () => [...accountKeys.all, 'cards'] as const,
  invoices: (year: number) => [...accountKeys.all, 'invoices', year] as const,
  invoice: (id: number) => [...accountKeys.all, 'invoice', id] as const,
  cancelSettings: () => [...accountKeys.all, 'cancel-settings'] as const,
};

export function useCurrentPlan() {
  const client = useApi(accountClientRef);
  return useQuery({ queryKey: accountKeys.plan(), queryFn: () => client.currentPlan(), retry: false });
}

export function useCards() {
  const client = useApi(accountClientRef);
  return useQuery({ queryKey: accountKeys.cards(), queryFn: () => client.cards(), retry: false });
}

export function useInvoices(year: number) {
  const client = useApi(accountClientRef);
  return useQuery({
    queryKey: accountKeys.invoices(year),
    queryFn: () => client.invoices({ year }),
    retry: false,
  });
}

export function useInvoice(id: number) {
  const client = useApi(accountClientRef);
  return useQuery({ queryKey: accountKeys.invoice(id), queryFn: () => client.invoice(id), retry: false });
}

export function useCancelSettings(enabled = true) {
  const client = useApi(accountClientRef);
  return useQuery({
    queryKey: accountKeys.cancelSettings(),
    queryFn: () => client.cancelSettings(),
    retry: false,
    enabled,
  });
}

/** Card calls; every one refreshes the card list. */
export function useCardActions() {
  const client = useApi(accountClientRef);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.cards() });
  return {
    add: useMutation({ mutationFn: (card: CardInput) => client.addCard(card), onSettled: refresh }),
    confirm: useMutation({
      mutationFn: (v: { id: number; secret: string }) => client.confirmCard(v.id, v.secret),
      onSettled: refresh,
    }),
    makePrimary: useMutation({ mutationFn: (id: number) => client.makePrimary(id), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => client.deleteCard(id), onSettled: refresh }),
  };
}

export function useRetryInvoice() {
  const client = useApi(accountClientRef);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.retryInvoice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'invoices'] }),
  });
}

/** Calls that answer the account: the session gets the new one (header, guards). */
export function useAccountUpdates() {
  const client = useApi(accountClientRef);
  const { session } = useAdmin();
  const queryClient = useQueryClient();
  const apply = (account: Account) => {
    session.setAccount(account);
    void queryClient.invalidateQueries({ queryKey: accountKeys.plan() });
  };
  return {
    profile: useMutation({
      mutationFn: (body: AccountUpdate) => client.updateProfile(body),
      onSuccess: apply,
    }),
    photo: useMutation({ mutationFn: (file: File) => client.uploadPhoto(file, file.name), onSuccess: apply }),
    pause: useMutation({ mutationFn: (password: string) => client.pause(password), onSuccess: apply }),
    unpause: useMutation({ mutationFn: () => client.unpause(), onSuccess: apply }),
    keep: useMutation({ mutationFn: (reason: CancelReason) => client.keep(reason) }),
    remove: useMutation({ mutationFn: () => client.deleteAccount() }),
  };
}

export function useSendFeedback() {
  const client = useApi(accountClientRef);
  return useMutation({ mutationFn: client.sendFeedback });
}
