// The one table of the mock's API, keyed by the contract's operations (handlers/operations.gen.ts): each entry says
// what it reads of a request and which domain module it calls. The MSW handlers serve it (handlers/operationHandlers.ts);
// stories and tests call the same entries as `backend.api.<operationId>(…)`.
import { accountApi } from './accountApi';
import { authApi } from './authApi';
import type { ApiContext, ApiTable, CallKind } from './entry';
import { marketApi } from './marketApi';
import { moneyApi } from './moneyApi';

export const apiTable = {
  ...authApi,
  ...accountApi,
  ...moneyApi,
  ...marketApi,
} satisfies ApiTable;

type Bound<E> = E extends {
  kind: infer K;
  run: (backend: ApiContext, ...args: infer A) => infer R;
}
  ? (...args: A) => K extends 'write' ? Promise<Awaited<R>> : R
  : never;

/** Every operation as a call on one backend, in the terms of its domain module (a user id, a body, a key). */
export type BackendApi = { [K in keyof typeof apiTable]: Bound<(typeof apiTable)[K]> };

/** What the table's calls run on: MockBackend. */
export interface ServingBackend extends ApiContext {
  read<T>(run: () => T): T;
  write<T>(run: () => T | Promise<T>): Promise<T>;
}

type AnyEntry = { kind: CallKind; run: (backend: ApiContext, ...args: unknown[]) => unknown };

export function bindApi(backend: ServingBackend): BackendApi {
  const bind =
    ({ kind, run }: AnyEntry) =>
    (...args: unknown[]) => {
      const call = () => run(backend, ...args);
      if (kind === 'read') return backend.read(call);
      return kind === 'write' ? backend.write(call) : call();
    };
  const entries = Object.entries(apiTable) as [string, AnyEntry][];
  return Object.fromEntries(entries.map(([id, entry]) => [id, bind(entry)])) as BackendApi;
}
