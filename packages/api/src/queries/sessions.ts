import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';

export type AccountSession = components['schemas']['Session'];

export const sessionsQueryKey = (scope: AccountScope) => [...scope, 'sessions'] as const;

export function sessionsQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: sessionsQueryKey(scope),
    queryFn: ({ signal }) => call(api.GET('/auth/sessions/', { signal })),
  });
}

/** D12: the user's active sessions, this device first. */
export function useSessions() {
  const { api } = useApiClients();
  return useQuery(sessionsQuery(api, useAccountScope()));
}

function useSessionChange<TInput, TData>(run: (api: ApiClient, input: TInput) => Promise<TData>) {
  const { api } = useApiClients();
  const scope = useAccountScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => run(api, input),
    // Whatever the answer, re-read the list and the activity log that records the sign-out.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey(scope) }),
        queryClient.invalidateQueries({ queryKey: [...scope, 'activity'] }),
      ]),
  });
}

export async function revokeSession(api: ApiClient, id: string): Promise<void> {
  await call(api.DELETE('/auth/sessions/{id}/', { params: { path: { id } } }));
}

export function revokeOtherSessions(api: ApiClient, _input?: void) {
  return call(api.POST('/auth/sessions/revoke-others/'));
}

export function useRevokeSessionMutation() {
  return useSessionChange(revokeSession);
}

export function useRevokeOtherSessionsMutation() {
  return useSessionChange(revokeOtherSessions);
}
