// The shape of one operation's entry in the API table (apiTable.ts): what it reads of a request, its success status,
// the kind of call it is, and the domain call itself. The MSW handlers and direct callers (`backend.api.login(…)`)
// run the same entry, so a rule lives in its domain module and nowhere between.
import type { marketOperations, operations } from '@tp/api';
import type { OperationId } from '../../handlers/operations';
import type { BackendContext } from '../context';
import type { DepositForm } from '../deposits';
import type { WebAuthnSite } from '../passkeys';
import type { ClientInfo } from '../sessions';
import { requireStepUp } from '../stepUp';
import { accessTokenFamily } from '../tokens';
import { getUser } from '../users';

/** What an entry reads of a request; handlers/incomingRequest.ts builds it from a fetch `Request`. */
export interface IncomingRequest {
  /** The caller: a secured operation authenticates it before anything else is read (401 comes first). */
  readonly userId: number;
  json(): Promise<unknown>;
  depositForm(): Promise<DepositForm>;
  query(name: string): string | null;
  /** The `{id}` path segment as an integer (any other text is a 404 like an unmatched Django route). */
  pathId(): number;
  pathText(): string;
  readonly authorization: string | null;
  readonly stepUpToken: string | null;
  readonly idempotencyKey: string | null;
  readonly client: ClientInfo;
}

export interface ApiContext extends BackendContext {
  /** D15: the origins passkeys are accepted for. */
  readonly webAuthnSite: WebAuthnSite;
}

/**
 * `read` first lapses overdue withdrawals; `write` also forgets day-old unconfirmed sign-ups and announces a change,
 * failed or not (MockBackend's `read` and `write`); `pure` touches no state.
 */
export type CallKind = 'read' | 'write' | 'pure';
export type SuccessStatus = 200 | 201 | 204;

export interface Entry<K extends CallKind, S extends SuccessStatus, A extends unknown[], R> {
  kind: K;
  status: S;
  run: (backend: ApiContext, ...args: A) => R;
  request: (incoming: IncomingRequest) => Promise<A>;
}

// Curried so that the arguments are typed by `run` alone, and `request` must produce exactly them.
function entry<K extends CallKind, S extends SuccessStatus, A extends unknown[], R>(
  kind: K,
  status: S,
  run: (backend: ApiContext, ...args: A) => R,
) {
  return {
    from: (request: (incoming: IncomingRequest) => Promise<A>): Entry<K, S, A, R> => ({
      kind,
      status,
      run,
      request,
    }),
  };
}

export const reads = <A extends unknown[], R>(run: (backend: ApiContext, ...args: A) => R) =>
  entry('read', 200, run);

export const writes = <S extends SuccessStatus, A extends unknown[], R>(
  status: S,
  run: (backend: ApiContext, ...args: A) => R,
) => entry('write', status, run);

export const serves = <A extends unknown[], R>(run: (backend: ApiContext, ...args: A) => R) =>
  entry('pure', 200, run);

/** For an entry without arguments. */
export const nothing = async (): Promise<[]> => [];

type ContractResponses<K extends OperationId> = (operations & marketOperations)[K]['responses'];
type SuccessOf<K extends OperationId> = Extract<keyof ContractResponses<K>, SuccessStatus>;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : unknown;
type SuccessBody<K extends OperationId> = JsonOf<ContractResponses<K>[SuccessOf<K>]>;

/** Every operation of the contract has an entry, with the status it documents and a body of that status's schema. */
export type ApiTable = {
  [K in OperationId]: {
    kind: CallKind;
    status: SuccessOf<K>;
    run: (backend: ApiContext, ...args: never[]) => SuccessBody<K> | Promise<SuccessBody<K>>;
    request: (incoming: IncomingRequest) => Promise<unknown[]>;
  };
};

/** D15: the user, once this session's step-up proof from the last 5 minutes is checked. */
export function steppedUpUser(
  backend: ApiContext,
  userId: number,
  authorization: string | null,
  stepUpToken: string | null,
) {
  const user = getUser(backend, userId);
  requireStepUp(backend, user, accessTokenFamily(backend, authorization), stepUpToken);
  return user;
}
