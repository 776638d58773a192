import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';

export type CopyTrader = components['schemas']['CopyTrader'];
export type CopyTraderStatus = components['schemas']['CopyTraderStatus'];
export type Trader = components['schemas']['Trader'];

export async function listCopyTraders(api: ApiClient, signal?: AbortSignal): Promise<CopyTrader[]> {
  return call(api.GET('/api/copy-traders/', { signal }));
}

export const copyTradersQueryKey = (scope: AccountScope) => [...scope, 'copyTraders'] as const;

export function copyTradersQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: copyTradersQueryKey(scope),
    queryFn: ({ signal }) => listCopyTraders(api, signal),
  });
}

/** D4, D13: the traders the user copies, newest first, from the server. */
export function useCopyTraders() {
  const { api } = useApiClients();
  return useQuery(copyTradersQuery(api, useAccountScope()));
}

export async function listTraders(api: ApiClient, signal?: AbortSignal): Promise<Trader[]> {
  return call(api.GET('/api/traders/', { signal }));
}

export function traderDirectoryQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: [...scope, 'traderDirectory'] as const,
    queryFn: ({ signal }) => listTraders(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** D13: the directory of traders whose codes can be joined, best 30-day performance first. */
export function useTraderDirectory() {
  const { api } = useApiClients();
  return useQuery(traderDirectoryQuery(api, useAccountScope()));
}

export interface JoinCopyTraderInput {
  traderCode: string;
  idempotencyKey: string;
}

/** D13: 404 for an unknown code, 400 on `trader_code` for one already joined. */
export async function joinCopyTrader(
  api: ApiClient,
  { traderCode, idempotencyKey }: JoinCopyTraderInput,
): Promise<CopyTrader> {
  return call(
    api.POST('/api/copy-traders/', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { trader_code: traderCode },
    }),
  );
}

export interface UpdateCopyTraderInput {
  id: string;
  status: CopyTraderStatus;
}

export async function updateCopyTrader(
  api: ApiClient,
  { id, status }: UpdateCopyTraderInput,
): Promise<CopyTrader> {
  return call(api.PATCH('/api/copy-traders/{id}/', { params: { path: { id } }, body: { status } }));
}

export async function stopCopyTrader(api: ApiClient, id: string): Promise<void> {
  await call(api.DELETE('/api/copy-traders/{id}/', { params: { path: { id } } }));
}

/** Every change re-reads the list, whatever the answer: the server is the source of truth (D4). */
function useCopyTraderChange<TInput, TData>(
  run: (api: ApiClient, input: TInput) => Promise<TData>,
) {
  const { api } = useApiClients();
  const scope = useAccountScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => run(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: copyTradersQueryKey(scope) }),
  });
}

/** Submit through `useIdempotentSubmit`: a retried join answers the first success, not "already copied". */
export function useJoinCopyTraderMutation() {
  return useCopyTraderChange(joinCopyTrader);
}

export function useUpdateCopyTraderMutation() {
  return useCopyTraderChange(updateCopyTrader);
}

export function useStopCopyTraderMutation() {
  return useCopyTraderChange(stopCopyTrader);
}
