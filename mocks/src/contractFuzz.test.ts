// Fuzzing as a standing test (issue 11): random requests for every operation of both contracts, half valid (from
// their schemas, often with the acting user's real codes, tokens and ids) and half hostile, sent through the mock's
// MSW handlers by two users signed up through the API. After every request: no 5xx, the answer is documented and
// matches its schema, the ledger invariants hold, and neither user read or changed the other's data.
// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores others (fast-check prints the seed of a failure).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from './backend/clock';
import type { BackendState } from './backend/state';
import { base64UrlDecode } from './backend/randomValues';
import { digestOf } from './backend/serverSecret';
import { API_BASE_URL, MARKET_BASE_URL } from './baseUrls';
import type { OperationId } from './handlers/operations';
import { createMockServer } from './node';
import { PNG_BYTES } from './test/backendFixtures';
import { fetchCall, requestArbitrary, slotsOf } from './test/fuzzRequests';
import {
  FUZZ_PASSWORD,
  FuzzWorld,
  fuzzAddresses,
  privateRecords,
  takesStepUp,
  type Actor,
  type ActorName,
} from './test/fuzzWorld';
import {
  applyHostility,
  hostilityArbitrary,
  type FuzzRequest,
  type Hostility,
} from './test/hostileRequests';
import { disownChecks, disownProblems } from './test/disownInvariants';
import { recipientChecks, recipientProblems } from './test/recipientInvariants';
import { ledgerProblems, unexplainedCents } from './test/ledgerInvariants';
import {
  contractViolation,
  loadApi,
  type DocumentedOperation,
  type SchemaObject,
} from './test/openapiSchemas';
import { schemaArbitrary } from './test/schemaArbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

const world = new FuzzWorld();
const server = createMockServer({ backend: world.backend });
const contract = new Map<string, { operation: DocumentedOperation; baseUrl: string }>();

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** What the run tried: requests, and per operation the valid and hostile ones and the statuses answered. */
const tally = {
  requests: 0,
  valid: new Map<string, number>(),
  hostile: new Map<string, number>(),
  succeeded: new Set<string>(),
  statuses: new Map<number, number>(),
  /** Sensitive changes that succeeded, each with its step-up proof checked. */
  steppedUp: 0,
  /** Bank and crypto withdrawals made or approved, each checked against its destination's 24 hours (D16). */
  heldDestinationsChecked: 0,
};
const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

beforeAll(async () => {
  const [trading, market] = await Promise.all([loadApi('openapi.yaml'), loadApi('market.yaml')]);
  for (const operation of trading.operations.values())
    contract.set(operation.operationId, { operation, baseUrl: API_BASE_URL });
  for (const operation of market.operations.values())
    contract.set(operation.operationId, { operation, baseUrl: MARKET_BASE_URL });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function documented(operationId: string) {
  const found = contract.get(operationId);
  if (!found) throw new Error(`${operationId} is not in the contract`);
  return found;
}

/** Sends one request; fails on a 5xx, an answer that is not JSON, or one the contract does not document. */
async function send(operationId: string, url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  tally.requests += 1;
  tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  if (response.ok) tally.succeeded.add(operationId);
  const where = `${init.method ?? 'GET'} ${url.slice(0, 200)} → ${response.status}`;
  if (response.status >= 500) throw new Error(`${where}: ${text.slice(0, 500)}`);
  if (response.status === 204) {
    if (text !== '') throw new Error(`${where} has a body: ${text.slice(0, 200)}`);
    return { status: 204, body: null, text };
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    throw new Error(`${where} is not JSON: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as unknown;
  const violation = contractViolation(documented(operationId).operation, response.status, body);
  if (violation) throw new Error(`${where}: ${violation}`);
  return { status: response.status, body, text };
}

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** What a fuzz user signs up with besides its fixed first name: generated, so often at the contract's limits. */
interface Signup {
  last_name: string;
  phone_number: string;
}

function signupArbitrary(): fc.Arbitrary<Signup> {
  const properties = documented('signup').operation.body?.schema.properties as Record<
    string,
    SchemaObject
  >;
  return fc.record({
    last_name: (schemaArbitrary(properties.last_name ?? {}) as fc.Arbitrary<string>).filter(
      (name) => name.trim() !== '',
    ),
    phone_number: schemaArbitrary(properties.phone_number ?? {}) as fc.Arbitrary<string>,
  });
}

async function signUp(name: ActorName, signup: Signup): Promise<Actor> {
  const email = `${name}.${world.next()}@fuzz.example`;
  await send(
    'signup',
    `${API_BASE_URL}/auth/signup/`,
    post({
      // The username starts with it, so it marks this user's data in anyone's answers.
      first_name: name === 'a' ? 'AvaFuzzalpha' : 'BeaFuzzbravo',
      email,
      password: FUZZ_PASSWORD,
      verify_password: FUZZ_PASSWORD,
      ...signup,
    }),
  );
  const otp = world.backend.latestCode(email, 'signup');
  const verified = await send(
    'verifySignupOtp',
    `${API_BASE_URL}/auth/signup/verify-otp/`,
    post({ email, otp }),
  );
  const tokens = verified.body as { access_token: string; refresh_token: string };
  const userId = world.backend.userIdByEmail(email);
  if (userId === undefined) throw new Error(`${email} did not sign up`);
  return {
    name,
    userId,
    email,
    marker: name === 'a' ? 'avafuzzalpha' : 'beafuzzbravo',
    access: tokens.access_token,
    refresh: tokens.refresh_token,
  };
}

/** An approved deposit and a pending bank withdrawal: the user's own money and records. */
async function fund(actor: Actor): Promise<void> {
  const authorization = `JWT ${actor.access}`;
  const form = new FormData();
  form.set('amount', '5000');
  form.set('payment_method', 'Cryptocurrency');
  form.set('wallet_id', 'bitcoin');
  form.set('wallet_address', 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv');
  form.set('cryptoType', 'BTC');
  form.set('proof', new Blob([PNG_BYTES.slice()], { type: 'image/png' }), 'proof.png');
  const deposit = await send('createDeposit', `${API_BASE_URL}/api/deposits/`, {
    method: 'POST',
    headers: { Authorization: authorization, 'Idempotency-Key': `fuzz-key-${world.next()}` },
    body: form,
  });
  await world.backend.approveDeposit((deposit.body as { id: number }).id);
  // D16: a bank account saved long ago, and an Ethereum address saved an hour ago (still held).
  await world.backend.saveDestination(
    actor.email,
    { label: 'Bank', kind: 'bank', bankAccount: 'GB29NWBK60161331926819' },
    2 * DAY,
  );
  await world.backend.saveDestination(
    actor.email,
    { label: 'Wallet', kind: 'crypto', chain: 'eth', address: fuzzAddresses.eth ?? '' },
    HOUR,
  );
  await send(
    'createWithdrawal',
    `${API_BASE_URL}/api/withdrawals/`,
    post(
      { amount: 50, withdrawal_method: 'Bank Transfer', bank_account: 'GB29NWBK60161331926819' },
      { Authorization: authorization, 'Idempotency-Key': `fuzz-key-${world.next()}` },
    ),
  );
}

/** D16: b has just reset its password (to the same one), so its withdrawals are on hold for the first day. */
async function holdWithdrawalsOf(actor: Actor): Promise<void> {
  const { backend } = world;
  await backend.api.requestForgotPassword({ email: actor.email });
  const otp = backend.latestCode(actor.email, 'forgot_password');
  await backend.api.verifyForgotPasswordOtp({ email: actor.email, otp });
  await backend.api.resetPassword({
    email: actor.email,
    otp,
    new_password: FUZZ_PASSWORD,
    confirm_password: FUZZ_PASSWORD,
  });
}

async function allowListOn(actor: Actor): Promise<void> {
  const authorization = `JWT ${actor.access}`;
  const proof = await world.backend.api.stepUp(
    actor.userId,
    { password: FUZZ_PASSWORD },
    authorization,
  );
  await world.backend.api.setWithdrawalAllowList(
    actor.userId,
    { enabled: true },
    authorization,
    proof.step_up_token,
  );
}

async function setUp(signups: [Signup, Signup]): Promise<number> {
  world.reset();
  world.actors = { a: await signUp('a', signups[0]), b: await signUp('b', signups[1]) };
  await fund(world.actors.a);
  await fund(world.actors.b);
  await holdWithdrawalsOf(world.actors.b);
  // D22: in half the runs a starts with the allow-list on and no saved recipient.
  if (world.next() % 2 === 0) await allowListOn(world.actors.a);
  return unexplainedCents(world.backend.toJSON());
}

type Step =
  | {
      kind: 'request';
      actor: ActorName;
      operationId: OperationId;
      request: FuzzRequest;
      hints: boolean;
      hostility: Hostility | null;
    }
  | { kind: 'wait'; minutes: number }
  | { kind: 'review'; approve: boolean };

function requestStep(): fc.Arbitrary<Step> {
  const ids = [...contract.keys()] as OperationId[];
  return fc
    .record({
      actor: fc.constantFrom<ActorName>('a', 'a', 'a', 'b'),
      operationId: fc.constantFrom(...ids),
    })
    .chain(({ actor, operationId }) =>
      fc.record({
        kind: fc.constant('request' as const),
        actor: fc.constant(actor),
        operationId: fc.constant(operationId),
        request: requestArbitrary(documented(operationId).operation),
        // Mostly with what the user knows, so one hostile field meets an otherwise valid request.
        hints: fc.boolean().chain((first) => (first ? fc.constant(true) : fc.boolean())),
        // Half of the requests hostile.
        hostility: fc.option(
          hostilityArbitrary(
            documented(operationId).operation.parameters.some(
              (p) => p.in === 'path' && p.name === 'id',
            ),
          ),
          { nil: null, freq: 2 },
        ),
      }),
    );
}

const stepArbitrary = (): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 18, arbitrary: requestStep() },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        // Now and then a day, so held destinations open and holds after credential changes end (D16).
        minutes: fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 90 }) },
          { weight: 1, arbitrary: fc.constant(24 * 60 + 1) },
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('review' as const), approve: fc.boolean() }),
    },
  );

const accountOf = (state: BackendState, actor: Actor) =>
  state.accounts.find((account) => account.userId === actor.userId);
const ownerOf = (records: Array<{ id: number; userId: number }>, id: unknown) =>
  records.find((record) => record.id === id)?.userId;

/** The other user's records did not change, but for transfers the actor approved to them; the answer shows none. */
function expectIsolation(
  step: Extract<Step, { kind: 'request' }>,
  before: BackendState,
  after: BackendState,
  answer: Answer,
) {
  const actor = world.actors[step.actor];
  const other = world.other(actor);
  const now = world.clock.now();
  expect(
    privateRecords(after, other, now),
    `${step.operationId} changed ${other.name}'s records`,
  ).toEqual(privateRecords(before, other, now));
  const credited = after.withdrawals
    .filter((w) => w.recipientId === other.userId && w.status === 'approved')
    .filter((w) => before.withdrawals.find((old) => old.id === w.id)?.status === 'pending')
    .reduce((sum, w) => sum + w.amountCents, 0);
  expect(
    (accountOf(after, other)?.balanceCents ?? 0) - (accountOf(before, other)?.balanceCents ?? 0),
  ).toBe(credited);

  for (const secret of [other.marker, other.access, other.refresh])
    expect(answer.text.includes(secret), `${step.operationId} showed ${other.name}'s data`).toBe(
      false,
    );
  if (answer.status >= 300) return;
  const listed = Array.isArray(answer.body) ? (answer.body as Array<{ id: unknown }>) : [];
  if (step.operationId === 'listDeposits')
    for (const { id } of listed) expect(ownerOf(after.deposits, id)).toBe(actor.userId);
  if (step.operationId === 'listWithdrawals')
    for (const { id } of listed) expect(ownerOf(after.withdrawals, id)).toBe(actor.userId);
  if (step.operationId === 'verifyWithdrawal') {
    const { withdrawal } = answer.body as { withdrawal: { id: number } };
    expect(ownerOf(after.withdrawals, withdrawal.id)).toBe(actor.userId);
  }
}

/**
 * D15: whether this request changes something only a fresh step-up may: every operation that takes the proof,
 * but an e-mail change only when it changes the address, and a password change only with a second factor on.
 */
function needsStepUp(
  operation: DocumentedOperation,
  actor: Actor,
  before: BackendState,
  body: unknown,
) {
  if (!takesStepUp(operation)) return false;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const user = before.users.find((candidate) => candidate.id === actor.userId);
  const security = before.security[String(actor.userId)];
  if (operation.operationId === 'requestProfileChange')
    return (
      typeof fields.new_email === 'string' && fields.new_email.trim().toLowerCase() !== user?.email
    );
  if (operation.operationId === 'requestPasswordChange')
    return security?.totp != null || (security?.passkeys.length ?? 0) > 0;
  // D16: a withdrawal needs the proof only to save a new destination, which `expectOnlyHeldDestinations` checks.
  if (operation.operationId === 'createWithdrawal') return false;
  return true;
}

/**
 * D16: no withdrawal is made, or approved, to a destination younger than its 24 hours, nor during a hold after a
 * credential change; every destination a request saved carried this session's fresh step-up proof.
 */
function expectOnlyHeldDestinations(
  step: Extract<Step, { kind: 'request' }>,
  before: BackendState,
  after: BackendState,
  request: FuzzRequest,
) {
  const now = world.clock.now();
  for (const withdrawal of after.withdrawals) {
    const old = before.withdrawals.find((candidate) => candidate.id === withdrawal.id);
    const created = !old;
    const approved = withdrawal.status === 'approved' && old?.status === 'pending';
    if (!created && !approved) continue;
    const hold = after.security[String(withdrawal.userId)]?.withdrawalHold;
    expect(hold && hold.until > now, `${step.operationId} moved money during a hold`).toBeFalsy();
    if (withdrawal.method === 'Transfer') continue;
    const destination = after.addressBooks[String(withdrawal.userId)]?.destinations.find(
      (candidate) => candidate.id === withdrawal.destinationId,
    );
    expect(
      destination?.usableAt != null && destination.usableAt <= now,
      `${step.operationId} sent money to a destination younger than its hold`,
    ).toBe(true);
    tally.heldDestinationsChecked += 1;
  }
  const actor = world.actors[step.actor];
  const known = new Set(
    (before.addressBooks[String(actor.userId)]?.destinations ?? []).map((d) => d.id),
  );
  const added = (after.addressBooks[String(actor.userId)]?.destinations ?? []).filter(
    (destination) => !known.has(destination.id),
  );
  if (added.length === 0) return;
  const token = request.header['X-Step-Up-Token'];
  const proof = typeof token === 'string' ? before.stepUps[digestOf(token)] : undefined;
  const session = before.tokens[digestOf(jtiOf(actor.access))]?.family;
  expect(
    proof?.userId === actor.userId && proof.family === session && proof.expiresAt > now,
    `${step.operationId} saved a destination without a fresh step-up`,
  ).toBe(true);
}

/** No sensitive change succeeds unless the request carried this session's fresh step-up proof. */
function expectSteppedUp(
  step: Extract<Step, { kind: 'request' }>,
  before: BackendState,
  request: FuzzRequest,
  answer: Answer,
) {
  const actor = world.actors[step.actor];
  const { operation } = documented(step.operationId);
  if (answer.status >= 300 || !needsStepUp(operation, actor, before, request.body)) return;
  const token = request.header['X-Step-Up-Token'];
  // Issue 24: the state keeps proofs and token ids by their digests.
  const proof = typeof token === 'string' ? before.stepUps[digestOf(token)] : undefined;
  const session = before.tokens[digestOf(jtiOf(actor.access))]?.family;
  expect(
    proof !== undefined &&
      proof.userId === actor.userId &&
      proof.family === session &&
      proof.expiresAt > world.clock.now(),
    `${step.operationId} succeeded without a fresh step-up`,
  ).toBe(true);
  tally.steppedUp += 1;
}

function jtiOf(token: string): string {
  try {
    return String(
      (JSON.parse(base64UrlDecode(token.split('.')[1] ?? '')) as { jti?: unknown }).jti,
    );
  } catch {
    return '';
  }
}

async function runRequest(step: Extract<Step, { kind: 'request' }>): Promise<void> {
  const actor = world.actors[step.actor];
  const other = world.other(actor);
  await world.ensureSignedIn(actor);
  other.email = world.user(other).email;
  const { operation, baseUrl } = documented(step.operationId);
  if (step.hints) await world.stepUpFor(operation, actor);
  let request = step.hints ? world.hinted(operation, step.request, actor) : step.request;
  if (step.hostility) request = applyHostility(request, step.hostility, slotsOf(operation));
  if (request.othersIds)
    request = world.withOthersIds(step.operationId, request, actor, step.hints);
  bump(step.hostility ? tally.hostile : tally.valid, step.operationId);

  // Time-based changes (a withdrawal's hour running out) happen on the next read; let them happen before comparing.
  world.backend.api.listWithdrawals(other.userId);
  const before = world.backend.toJSON();
  const { url, init } = fetchCall(operation, baseUrl, request, `JWT ${actor.access}`);
  const answer = await send(step.operationId, url, init);
  const after = world.backend.toJSON();
  expectIsolation(step, before, after, answer);
  expectSteppedUp(step, before, request, answer);
  expectOnlyHeldDestinations(step, before, after, request);
  // D22: with the allow-list on, transfers only to saved recipients past their hold.
  expect(
    recipientProblems(step.operationId, actor.userId, before, after, world.clock.now()),
  ).toEqual([]);
  // D22: nothing a disowned actor added survives the disowning.
  expect(disownProblems(step.operationId, request.body, before, after, world.clock.now())).toEqual(
    [],
  );

  const refusal = answer.body as { code?: unknown; challenge?: unknown } | null;
  if (step.hints && refusal?.code === 'second_factor_required')
    actor.signInChallenge = String(refusal.challenge);
  if (step.hints && !step.hostility && answer.status < 300) {
    const body = answer.body as Record<string, unknown>;
    if (step.operationId === 'signup') world.lastSignupEmail = String(body.email);
    if (step.operationId === 'stepUp') actor.stepUpToken = String(body.step_up_token);
    if (
      step.operationId === 'login' ||
      step.operationId === 'loginSecondFactor' ||
      step.operationId === 'refreshToken'
    ) {
      actor.access = String(body.access_token);
      if (typeof body.refresh_token === 'string') actor.refresh = body.refresh_token;
    }
  }
}

async function runStep(step: Step): Promise<void> {
  if (step.kind === 'wait') world.clock.advance(step.minutes * MINUTE);
  else if (step.kind === 'review') {
    const pending = world.backend.pendingDepositsForReview()[0];
    if (pending && step.approve) await world.backend.approveDeposit(pending.id);
    else if (pending) await world.backend.rejectDeposit(pending.id);
  } else await runRequest(step);
}

describe('the mock API under random and hostile requests', () => {
  it('answers every request within the contract, keeps the ledger and keeps users apart', async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(signupArbitrary(), signupArbitrary()),
        fc.array(stepArbitrary(), { minLength: 10, maxLength: 40 }),
        async (signups, steps) => {
          const unexplained = await setUp(signups);
          for (const step of steps) {
            await runStep(step);
            const state = world.backend.toJSON();
            expect(ledgerProblems(state)).toEqual([]);
            expect(unexplainedCents(state), 'money appeared or vanished').toBe(unexplained);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const operations = [...contract.keys()];
    const covered = (counts: Map<string, number>) => operations.filter((id) => counts.has(id));
    console.info(
      `contract fuzz (seed ${SEED}, ${RUNS} runs, ${seconds} s): ${tally.requests} requests; ` +
        `${covered(tally.valid).length}/${operations.length} operations with valid requests, ` +
        `${covered(tally.hostile).length}/${operations.length} with hostile ones, ` +
        `${tally.succeeded.size}/${operations.length} answered 2xx, ${tally.steppedUp} stepped-up changes, ` +
        `${tally.heldDestinationsChecked} withdrawals checked against their destination's hold ` +
        `(not: ${operations.filter((id) => !tally.succeeded.has(id)).join(', ') || 'none'}); statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}`,
    );
    expect(covered(tally.valid)).toEqual(operations);
    expect(covered(tally.hostile)).toEqual(operations);
    expect(tally.heldDestinationsChecked).toBeGreaterThan(0);
    expect(recipientChecks.count).toBeGreaterThan(0);
    expect(disownChecks.count).toBeGreaterThan(0);
  }, 120_000);
});
