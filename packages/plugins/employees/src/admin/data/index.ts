/**
 * The Employees area's data hooks, derived from the core contract (the endpoints are the core
 * server's): screens never fetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHooks, useClient } from '@storeroom/core';
import { coreContract, employeesContract } from '../../contract';
import type { Invitation } from '../../contract';

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

const invitationKeys = { all: ['employees', 'invitations'] as const };

/** The store's pending and expired invitations by employee id (`GET /employee-invitations`). */
export function useInvitations() {
  const client = useClient(employeesContract);
  return useQuery({
    queryKey: invitationKeys.all,
    queryFn: async ({ signal }) => {
      const { items } = await client.listInvitations({ signal });
      return new Map<number, Invitation>(items.map((i) => [i.employee_id, i]));
    },
  });
}

/** Invite (or invite again) and revoke; the invitations reload after each. */
export function useInvitationActions() {
  const client = useClient(employeesContract);
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: invitationKeys.all });
  const invite = useMutation({
    mutationFn: (employeeId: number) => client.invite({ body: { employee_id: employeeId } }),
    onSettled,
  });
  const revoke = useMutation({
    mutationFn: (employeeId: number) => client.revokeInvitation({ params: { employeeId } }),
    onSettled,
  });
  return { invite, revoke };
}

/** The public invitation page's calls (no sign-in): who the link invites, and accepting it. */
export function usePublicInvitation(token: string) {
  const client = useClient(employeesContract);
  const check = useQuery({
    queryKey: ['employees', 'invitation-check', token],
    queryFn: ({ signal }) => client.checkInvitation({ body: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (password: string) => client.acceptInvitation({ body: { token, password } }),
  });
  return { check, accept };
}
