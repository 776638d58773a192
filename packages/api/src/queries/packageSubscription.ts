import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useRefreshMoney } from './ledger';

// Apart from the catalogue (packages.ts), so the public home page's carousel does not load the balance and ledger code.

export type PackageSubscription = components['schemas']['SubscribePackageResponse'];

/** D2: the server debits the price from the balance, or refuses with the spec's shortfall text (400). */
export async function subscribePackage(
  api: ApiClient,
  packageId: string,
  idempotencyKey: string,
): Promise<PackageSubscription> {
  return call(
    api.POST('/api/packages/{id}/subscribe/', {
      params: { path: { id: packageId }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export interface SubscribePackageInput {
  packageId: string;
  idempotencyKey: string;
}

/** Whatever the answer, the balance may have moved (here or elsewhere), so it is read again. */
export function useSubscribePackageMutation() {
  const { api } = useApiClients();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: ({ packageId, idempotencyKey }: SubscribePackageInput) =>
      subscribePackage(api, packageId, idempotencyKey),
    onSettled: refreshMoney,
  });
}
