// Named D16 scenarios: the address book and the refusals it causes. Given a backend (stories, the demo's
// `?scenario=`), the address book's answer first makes the state true on the server, once, so the rest of the API
// agrees with it (a withdrawal is refused during the hold, a saved address is held); without one, a fixture in the
// contract's shape.
import type { AddressBook } from '@tp/api';
import { DESTINATION_HOLD_MS, destinationView } from '../backend/addressBook';
import type { MockBackend } from '../backend/MockBackend';
import { DAY, HOUR, MINUTE } from '../backend/clock';
import { isoAt } from '../backend/context';
import { DEMO_USERS, SEED_NOW, createSeedState } from '../backend/seed';
import { serverTexts } from '../backend/serverTexts';
import { authorizationOf, respond } from '../handlers/respond';
import { defineScenario } from './defineScenario';
import type { ScenarioContext } from './scenarioTypes';

const seedNow = Date.parse(SEED_NOW);

/** Alex's seeded address book as the API lists it (newest first), at the seed's time. */
const seedDestinations = (createSeedState().addressBooks['1']?.destinations ?? [])
  .map((destination) => destinationView(destination, seedNow))
  .reverse();

const fixtureBook: AddressBook = {
  destinations: seedDestinations,
  allow_list: { enabled: false, turns_off_at: null },
  hold: null,
  server_time: SEED_NOW,
};

/** A wallet saved 18 h 48 min before the seed's time: usable in 5 h 12 min. */
export const HELD_WALLET = {
  label: 'New Solana wallet',
  kind: 'crypto',
  chain: 'sol',
  address: 'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
  ageMs: 18 * HOUR + 48 * MINUTE,
} as const;

/** A bank account saved but not confirmed: its code was e-mailed a moment ago. */
export const AWAITING_ACCOUNT = {
  label: 'Joint savings',
  kind: 'bank',
  bank_account: 'NL91ABNA0417164300',
} as const;

/** Alex's destination `fields` as the API lists it: added at `addedAt`, and confirmed then unless `confirmed` is false. */
const fixtureDestination = (
  id: number,
  fields: {
    label: string;
    kind: 'crypto' | 'bank';
    chain?: 'sol';
    address?: string;
    bank_account?: string;
  },
  addedAt: number,
  confirmed: boolean,
) =>
  destinationView(
    {
      id,
      userId: 1,
      label: fields.label,
      kind: fields.kind,
      chain: fields.chain ?? null,
      address: fields.address ?? null,
      bankAccount: fields.bank_account ?? null,
      addedAt,
      confirmedAt: confirmed ? addedAt : null,
      usableAt: confirmed ? addedAt + DESTINATION_HOLD_MS : null,
    },
    seedNow,
  );

/** The demo user behind a request, with their password (the scenarios prove it for the step-ups they make). */
function demoUserOf(backend: MockBackend, request: Request) {
  const authorization = authorizationOf(request);
  const userId = backend.authenticate(authorization);
  const email = backend.api.getProfile(userId).email;
  const demo = Object.values(DEMO_USERS).find((user) => user.email === email);
  return { userId, authorization, email, password: demo?.password ?? null };
}

/** A step-up proof for this session, as the page would get after "Confirm it's you". */
async function stepUpToken(
  backend: MockBackend,
  userId: number,
  authorization: string | null,
  password: string,
  email: string,
): Promise<string> {
  const code = backend.authenticatorCode(email);
  const answer = await backend.api.stepUp(
    userId,
    { password, ...(code ? { authentication_code: code } : {}) },
    authorization,
  );
  return answer.step_up_token;
}

/** One preparation at a time per backend: two reads at once must not both make the state true. */
const preparing = new WeakMap<MockBackend, Promise<void>>();

function serially(backend: MockBackend, task: () => Promise<void>): Promise<void> {
  const next = (preparing.get(backend) ?? Promise.resolve()).then(task);
  preparing.set(
    backend,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Answers GET /api/withdrawal-destinations/ from the backend after `prepare` has made the scenario true there
 * (it reads the book first, so it acts once); without a backend, `fixture`.
 */
function listAfter(
  prepare: (
    backend: MockBackend,
    user: ReturnType<typeof demoUserOf>,
    book: ReturnType<MockBackend['api']['listWithdrawalDestinations']>,
  ) => Promise<void>,
  fixture: AddressBook,
) {
  return ({ api, backend }: ScenarioContext) => [
    api.get('/api/withdrawal-destinations/', ({ request, response }) =>
      backend
        ? respond(response, 0, async () => {
            const user = demoUserOf(backend, request);
            await serially(backend, async () =>
              prepare(backend, user, await backend.api.listWithdrawalDestinations(user.userId)),
            );
            return response(200).json(await backend.api.listWithdrawalDestinations(user.userId));
          })
        : response(200).json(fixture),
    ),
  ];
}

export const destinationScenarios = [
  /** An account with no saved destination. */
  defineScenario(
    'destinations.list.empty',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { userId }, book) => {
        for (const destination of book.destinations)
          await backend.api.removeWithdrawalDestination(userId, destination.id);
      },
      { ...fixtureBook, destinations: [] },
    ),
  ),
  /**
   * Withdrawals on hold: the demo user's authenticator app was turned on and then off (a second factor removed),
   * so withdrawals and new addresses are refused for 24 hours.
   */
  defineScenario(
    'destinations.list.onHold',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { userId, authorization, email, password }, book) => {
        if (book.hold || password === null) return;
        await backend.turnOnAuthenticator(email);
        const token = await stepUpToken(backend, userId, authorization, password, email);
        await backend.api.disableTotp(userId, authorization, token);
      },
      {
        ...fixtureBook,
        hold: { until: isoAt(seedNow + DAY), reason: 'second_factor_removed' },
      },
    ),
  ),
  /** The allow-list is on: withdrawals go only to saved destinations. */
  defineScenario(
    'destinations.list.allowListOn',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { userId, authorization, email, password }, book) => {
        if (book.allow_list.enabled || password === null) return;
        const token = await stepUpToken(backend, userId, authorization, password, email);
        await backend.api.setWithdrawalAllowList(userId, { enabled: true }, authorization, token);
      },
      { ...fixtureBook, allow_list: { enabled: true, turns_off_at: null } },
    ),
  ),
  /** The allow-list is on and a request to turn it off waits its 48 hours. */
  defineScenario(
    'destinations.list.allowListTurningOff',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { userId, authorization, email, password }, book) => {
        if (book.allow_list.turns_off_at !== null || password === null) return;
        const token = await stepUpToken(backend, userId, authorization, password, email);
        await backend.api.setWithdrawalAllowList(userId, { enabled: true }, authorization, token);
        await backend.api.setWithdrawalAllowList(userId, { enabled: false }, authorization, token);
      },
      { ...fixtureBook, allow_list: { enabled: true, turns_off_at: isoAt(seedNow + 2 * DAY) } },
    ),
  ),
  /** A wallet confirmed 18 h 48 min ago, usable in 5 h 12 min, beside the seeded ones. */
  defineScenario(
    'destinations.list.heldDestination',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { email }, book) => {
        if (book.destinations.some((destination) => destination.label === HELD_WALLET.label))
          return;
        await backend.saveDestination(email, HELD_WALLET, HELD_WALLET.ageMs);
      },
      {
        ...fixtureBook,
        destinations: [
          fixtureDestination(90, HELD_WALLET, seedNow - HELD_WALLET.ageMs, true),
          ...seedDestinations,
        ],
      },
    ),
  ),
  /** A bank account saved a moment ago whose e-mailed code has not been entered yet. */
  defineScenario(
    'destinations.list.awaitingCode',
    'listWithdrawalDestinations',
    200,
    listAfter(
      async (backend, { userId, authorization, email, password }, book) => {
        if (book.destinations.some((destination) => destination.label === AWAITING_ACCOUNT.label))
          return;
        if (password === null) return;
        const token = await stepUpToken(backend, userId, authorization, password, email);
        await backend.api.addWithdrawalDestination(userId, AWAITING_ACCOUNT, authorization, token);
      },
      {
        ...fixtureBook,
        destinations: [
          fixtureDestination(91, AWAITING_ACCOUNT, seedNow, false),
          ...seedDestinations,
        ],
      },
    ),
  ),
  // The refusals of a withdrawal (D16), as fixed answers.
  defineScenario('withdrawals.create.destinationHeld', 'createWithdrawal', 403, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(403).json({
        detail: serverTexts.destinationHeld(isoAt(seedNow + DAY)),
        code: 'destination_held',
        opens_at: isoAt(seedNow + DAY),
      }),
    ),
  ]),
  defineScenario('withdrawals.create.allowListOn', 'createWithdrawal', 403, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(403).json({ detail: serverTexts.allowListOn, code: 'allow_list_on' }),
    ),
  ]),
  defineScenario('withdrawals.create.onHold', 'createWithdrawal', 403, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(403).json({
        detail: serverTexts.withdrawalsOnHold(isoAt(seedNow + DAY)),
        code: 'withdrawals_on_hold',
        opens_at: isoAt(seedNow + DAY),
      }),
    ),
  ]),
] as const;
