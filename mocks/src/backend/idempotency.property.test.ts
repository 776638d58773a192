// Property (issue 11 §5): whatever creates the users send, with reused, fresh and missing keys and varying bodies,
// one key never records two ledger entries and never gets the answer to another body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JPEG_BYTES,
  PNG_BYTES,
  alex,
  createTestBackend,
  depositForm,
  jamie,
  signIn,
} from '../test/backendFixtures';
import { isApiError } from './apiError';
import { MINUTE } from './clock';
import type { MockBackend } from './MockBackend';
import { serverTexts } from './serverTexts';

type Who = 'alex' | 'jamie';
type CreateBody =
  | { kind: 'deposit'; amount: string; proof: 'png' | 'jpeg' }
  | { kind: 'withdrawal'; amount: number }
  | { kind: 'transfer'; amount: number }
  | { kind: 'subscription'; packageId: 'basic' | 'standard' | 'premium' | 'vip' };
/** `reuse` takes a key sent before with this step's body; `retry` sends an earlier create again as it was. */
type KeyChoice =
  | { kind: 'missing' }
  | { kind: 'fresh' }
  | { kind: 'reuse'; index: number }
  | { kind: 'retry'; index: number };
type Step =
  | {
      kind: 'create';
      who: Who;
      key: KeyChoice;
      body: CreateBody;
      /** Sent at once with the same key: copies of the body and other bodies. */
      copies: number;
      rivals: CreateBody[];
    }
  | { kind: 'approveDeposits'; who: Who }
  | { kind: 'rejectWithdrawals'; who: Who }
  | { kind: 'wait'; minutes: number };

// Few amounts, so a reused key often meets the same body again; some exceed the balance (a refusal).
const body: fc.Arbitrary<CreateBody> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.constantFrom('200', '5000', '150000'),
    proof: fc.constantFrom('png' as const, 'jpeg' as const),
  }),
  fc.record({
    kind: fc.constant('withdrawal' as const),
    amount: fc.constantFrom(5, 2_000, 13_000),
  }),
  fc.record({ kind: fc.constant('transfer' as const), amount: fc.constantFrom(5, 3_000, 20_000) }),
  fc.record({
    kind: fc.constant('subscription' as const),
    packageId: fc.constantFrom(
      'basic' as const,
      'standard' as const,
      'premium' as const,
      'vip' as const,
    ),
  }),
);
const who = fc.constantFrom<Who>('alex', 'jamie');
const keyChoice: fc.Arbitrary<KeyChoice> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'missing' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'fresh' as const }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reuse' as const), index: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('retry' as const), index: fc.nat() }), weight: 2 },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      who,
      key: keyChoice,
      body,
      copies: fc.integer({ min: 1, max: 3 }),
      rivals: fc.array(body, { maxLength: 1 }),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('approveDeposits' as const), who }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('rejectWithdrawals' as const), who }), weight: 1 },
  // At most 30 minutes a step, so no run outlives the 24 h in which answers are replayed.
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.integer({ min: 1, max: 30 }),
    }),
    weight: 1,
  },
);

interface Answer {
  status: number;
  body: unknown;
}

function ledgerEntries(backend: MockBackend): number {
  const { deposits, withdrawals, subscriptions } = backend.toJSON();
  return deposits.length + withdrawals.length + subscriptions.length;
}

describe('idempotency keys (fast-check)', () => {
  it('never record two entries for one key, nor replay an answer to another body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { backend, clock } = createTestBackend();
        const users = { alex: await signIn(backend, alex), jamie: await signIn(backend, jamie) };
        const recipientOf = (sender: Who) => (sender === 'alex' ? jamie.email : alex.email);
        const sentBefore: Array<{ who: Who; key: string; body: CreateBody }> = [];
        // The first success per user and key: the request it answered and its answer.
        const replies = new Map<string, { request: string; body: unknown }>();
        let keys = 0;

        const send = async (sender: Who, key: string | null, create: CreateBody) => {
          const { userId } = users[sender];
          try {
            const answer: unknown = await (create.kind === 'deposit'
              ? backend.api.createDeposit(
                  userId,
                  depositForm({
                    amount: create.amount,
                    proof: create.proof === 'png' ? PNG_BYTES : JPEG_BYTES,
                  }),
                  key,
                )
              : create.kind === 'subscription'
                ? backend.api.subscribePackage(userId, create.packageId, key)
                : backend.api.createWithdrawal(
                    userId,
                    create.kind === 'transfer'
                      ? {
                          amount: create.amount,
                          withdrawal_method: 'Transfer',
                          recipient_email: recipientOf(sender),
                        }
                      : {
                          amount: create.amount,
                          withdrawal_method: 'Bank Transfer',
                          bank_account: 'GB29NWBK60161331926819',
                        },
                    key,
                  ));
            return { status: 201, body: answer } satisfies Answer;
          } catch (error) {
            if (!isApiError(error)) throw error;
            return { status: error.status, body: error.body } satisfies Answer;
          }
        };

        for (const next of steps) {
          if (next.kind === 'wait') {
            clock.advance(next.minutes * MINUTE);
            continue;
          }
          if (next.kind === 'approveDeposits' || next.kind === 'rejectWithdrawals') {
            const { userId } = users[next.who];
            if (next.kind === 'approveDeposits') {
              for (const deposit of backend.api.listDeposits(userId, 'pending'))
                await backend.approveDeposit(deposit.id);
            } else {
              for (const withdrawal of backend.api.listWithdrawals(userId, 'pending'))
                await backend.rejectWithdrawal(withdrawal.id);
            }
            continue;
          }

          const earlierCreate = (index: number) => sentBefore[index % sentBefore.length];
          const retried = next.key.kind === 'retry' ? earlierCreate(next.key.index) : undefined;
          const sender = retried?.who ?? next.who;
          const create = retried?.body ?? next.body;
          const key =
            next.key.kind === 'missing'
              ? null
              : (retried?.key ??
                (next.key.kind === 'reuse' ? earlierCreate(next.key.index)?.key : undefined) ??
                `property-key-${++keys}`);
          if (key !== null) sentBefore.push({ who: sender, key, body: create });
          const requests = [...Array<CreateBody>(next.copies).fill(create), ...next.rivals];
          const entriesBefore = ledgerEntries(backend);
          const answers = await Promise.all(requests.map((request) => send(sender, key, request)));
          const sent = requests.map((request, index) => ({
            request: JSON.stringify(request),
            answer: answers[index]!,
          }));

          for (const { answer } of sent)
            expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
          if (key === null) {
            for (const { answer } of sent)
              expect(answer).toEqual({
                status: 400,
                body: { detail: serverTexts.idempotencyKeyRequired },
              });
            expect(ledgerEntries(backend)).toBe(entriesBefore);
            continue;
          }

          const replyKey = `${sender}:${key}`;
          const earlier = replies.get(replyKey);
          // Before the step the key answered one request: that request gets its answer again, any other 422.
          if (earlier)
            for (const { request, answer } of sent)
              expect(answer).toEqual(
                request === earlier.request
                  ? { status: 201, body: earlier.body }
                  : { status: 422, body: { detail: serverTexts.idempotencyKeyReused } },
              );
          // Sent at once, the requests of one key share one success: one request, one answer, one entry.
          const created = sent.filter(({ answer }) => answer.status === 201);
          const reply =
            earlier ??
            (created[0] && { request: created[0].request, body: created[0].answer.body });
          for (const { request, answer } of created)
            expect({ request, body: answer.body }).toEqual(reply);
          expect(ledgerEntries(backend)).toBe(entriesBefore + (!earlier && reply ? 1 : 0));
          if (reply) replies.set(replyKey, reply);
        }
      }),
      { numRuns: 60 },
    );
  });
});
