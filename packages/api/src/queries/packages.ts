import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';

export type InvestmentPackage = components['schemas']['Package'];

/** D2: the one package catalogue, read by the public carousel and the in-app page alike. */
export async function listPackages(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<InvestmentPackage[]> {
  return call(api.GET('/api/packages/', { signal }));
}

export function packagesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['packages'],
    queryFn: ({ signal }) => listPackages(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePackages() {
  const { api } = useApiClients();
  return useQuery(packagesQuery(api));
}
