// Hostile variants of a valid request, as fast-check arbitraries: wrong types, huge or tricky strings, extreme and
// NaN-like numbers, unknown fields, a missing required field, a missing token, another user's id, a body that does
// not parse. Each names its target by an index into the request's slots (its parameters and top-level body fields).
import fc from 'fast-check';

export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Absent when the operation takes no body. */
  body?: unknown;
  /** Sent as the body instead of `body`, unparsed. */
  rawBody?: string;
  /** JSON text spliced into the serialized body in place of `rawToken(n)` strings. */
  rawTokens: string[];
  auth: 'own' | 'none';
  /** Path ids point at the other user's records. */
  othersIds: boolean;
}

export interface Slot {
  place: 'path' | 'query' | 'header' | 'body';
  name: string;
}

export type Hostility =
  | { kind: 'wrongType'; slot: number; value: unknown }
  | { kind: 'hugeString'; slot: number; text: string }
  | { kind: 'extremeNumber'; slot: number; token: string }
  | { kind: 'unknownField'; name: string; value: unknown }
  | { kind: 'dropRequired'; slot: number }
  | { kind: 'missingAuth' }
  | { kind: 'othersId' }
  | { kind: 'malformedBody'; text: string };

const otherTypes: unknown[] = [
  123,
  -1,
  0.5,
  true,
  false,
  null,
  [],
  {},
  'text',
  [1, 'two'],
  { a: 1 },
];

const hugeStrings = [
  'x'.repeat(10_000),
  // The e-mail check that took 20 s in the demo (issue 11 §8).
  `a@${'.'.repeat(100_000)}@`,
  '\u202e'.repeat(3_000),
  '\u0000'.repeat(1_000),
  '𝔘'.repeat(5_000),
  ' '.repeat(10_000),
  `${'a'.repeat(60)}@${'b'.repeat(200)}.com`,
];

/** JSON text: numbers JSON.stringify cannot write (1e999 reads as Infinity, -0 as -0) and numeric-looking strings. */
const extremeTokens = [
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '-0',
  '-1',
  '0',
  '9007199254740993',
  '1e-7',
  '0.001',
  '"1e3"',
  '"Infinity"',
  '"NaN"',
  '"-0"',
  '"0x10"',
  '"１２３"',
  '"200.005"',
];

const unknownNames = ['is_staff', '__proto__', 'constructor', 'user_id', 'balance', 'id', 'status'];

const malformedBodies = ['{nope', '[1,2]', '"text"', 'null', '', '{"a":', '\u0000', '{}'.repeat(3)];

const anyOperation: fc.Arbitrary<Hostility>[] = [
  fc.record({
    kind: fc.constant('wrongType' as const),
    slot: fc.nat(),
    value: fc.constantFrom(...otherTypes),
  }),
  fc.record({
    kind: fc.constant('hugeString' as const),
    slot: fc.nat(),
    text: fc.constantFrom(...hugeStrings),
  }),
  fc.record({
    kind: fc.constant('extremeNumber' as const),
    slot: fc.nat(),
    token: fc.constantFrom(...extremeTokens),
  }),
  fc.record({
    kind: fc.constant('unknownField' as const),
    name: fc.constantFrom(...unknownNames),
    value: fc.constantFrom(...otherTypes),
  }),
  fc.record({ kind: fc.constant('dropRequired' as const), slot: fc.nat() }),
  fc.record({ kind: fc.constant('missingAuth' as const) }),
  fc.record({
    kind: fc.constant('malformedBody' as const),
    text: fc.constantFrom(...malformedBodies),
  }),
];

/** Hostile changes for an operation; one that takes a record's id gets the other user's ids often. */
export function hostilityArbitrary(takesId: boolean): fc.Arbitrary<Hostility> {
  if (!takesId) return fc.oneof(...anyOperation);
  const othersId = fc.record({ kind: fc.constant('othersId' as const) });
  return fc.oneof(...anyOperation, { arbitrary: othersId, weight: anyOperation.length });
}

/** The placeholder a body value stands in for `rawTokens[index]` with. */
export function rawToken(index: number): string {
  return `@@raw-token-${index}@@`;
}

function withOwnProperty(target: Record<string, unknown>, name: string, value: unknown) {
  // `__proto__` must become a key of the JSON, not the object's prototype.
  Object.defineProperty(target, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `request` changed by `hostility`; a hostility that does not apply to the operation becomes a missing token. */
export function applyHostility(
  request: FuzzRequest,
  hostility: Hostility,
  slots: readonly Slot[],
): FuzzRequest {
  const changed: FuzzRequest = {
    ...request,
    path: { ...request.path },
    query: { ...request.query },
    header: { ...request.header },
    body: isPlainObject(request.body) ? { ...request.body } : request.body,
    rawTokens: [...request.rawTokens],
  };
  const body = changed.body as Record<string, unknown> | undefined;
  const slot = 'slot' in hostility ? slots[hostility.slot % Math.max(slots.length, 1)] : undefined;
  const put = (target: Slot, value: unknown, asText: string) => {
    if (target.place === 'body') {
      if (isPlainObject(body)) withOwnProperty(body, target.name, value);
    } else changed[target.place][target.name] = asText;
  };
  switch (hostility.kind) {
    case 'wrongType':
      if (!slot) return { ...changed, auth: 'none' };
      put(slot, hostility.value, textOf(hostility.value));
      return changed;
    case 'hugeString':
      if (!slot) return { ...changed, auth: 'none' };
      put(slot, hostility.text, hostility.text);
      return changed;
    case 'extremeNumber': {
      if (!slot) return { ...changed, auth: 'none' };
      changed.rawTokens.push(hostility.token);
      put(slot, rawToken(changed.rawTokens.length - 1), hostility.token.replace(/^"|"$/g, ''));
      return changed;
    }
    case 'unknownField':
      if (isPlainObject(body)) withOwnProperty(body, hostility.name, hostility.value);
      else changed.query[hostility.name] = textOf(hostility.value);
      return changed;
    case 'dropRequired':
      if (!slot) return { ...changed, auth: 'none' };
      if (slot.place === 'body') {
        if (isPlainObject(body)) delete body[slot.name];
      } else delete changed[slot.place][slot.name];
      return changed;
    case 'missingAuth':
      return { ...changed, auth: 'none' };
    case 'othersId':
      return 'id' in changed.path ? { ...changed, othersIds: true } : { ...changed, auth: 'none' };
    case 'malformedBody':
      return request.body === undefined
        ? { ...changed, auth: 'none' }
        : { ...changed, rawBody: hostility.text };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
