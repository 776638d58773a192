// Property: whatever the users do, no balance goes negative and money only enters or leaves the platform through
// approved deposits, approved withdrawals and subscriptions (transfers move it between users).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, depositForm, jamie, signIn } from '../test/backendFixtures';
import { ledgerProblems } from '../test/ledgerInvariants';
import { isApiError } from './apiError';
import { MINUTE } from './clock';
import { centsToAmount } from './money';

type Who = 'alex' | 'jamie';
type Command =
  | {
      kind: 'deposit';
      who: Who;
      cents: number;
      decide: 'approve' | 'reject' | 'leave';
      twice: boolean;
    }
  | {
      kind: 'withdraw';
      who: Who;
      cents: number;
      method: 'Bank Transfer' | 'Cryptocurrency';
      verify: boolean;
      twice: boolean;
    }
  | { kind: 'transfer'; who: Who; cents: number; verify: boolean; twice: boolean }
  | {
      kind: 'subscribe';
      who: Who;
      packageId: 'basic' | 'standard' | 'premium' | 'vip';
      twice: boolean;
    }
  | { kind: 'wait'; minutes: number };

const who = fc.constantFrom<Who>('alex', 'jamie');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    cents: fc.integer({ min: 200_00, max: 20_000_00 }),
    decide: fc.constantFrom('approve' as const, 'reject' as const, 'leave' as const),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    cents: fc.integer({ min: 1, max: 15_000_00 }),
    method: fc.constantFrom('Bank Transfer' as const, 'Cryptocurrency' as const),
    verify: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    who,
    cents: fc.integer({ min: 1, max: 15_000_00 }),
    verify: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('subscribe' as const),
    who,
    packageId: fc.constantFrom(
      'basic' as const,
      'standard' as const,
      'premium' as const,
      'vip' as const,
    ),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
);

async function refusedOrDone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

let keys = 0;

/**
 * Submits like a browser that may double-click: one Idempotency-Key, sent once or twice. A repeat must
 * replay the first answer (or refusal) and never record a second entry.
 */
async function submit<T>(twice: boolean, send: (key: string) => Promise<T>): Promise<T | null> {
  const key = `property-${++keys}`;
  const first = await refusedOrDone(send(key));
  if (twice) expect(await refusedOrDone(send(key))).toEqual(first);
  return first;
}

describe('ledger invariants (fast-check)', () => {
  it('keeps balances non-negative and the total explained by deposits, withdrawals and subscriptions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 30 }), async (commands) => {
        const { backend, clock } = createTestBackend();
        const users = { alex: await signIn(backend, alex), jamie: await signIn(backend, jamie) };
        const emails = { alex: alex.email, jamie: jamie.email };
        const other = (name: Who): Who => (name === 'alex' ? 'jamie' : 'alex');
        const totalCents = () =>
          backend.toJSON().accounts.reduce((sum, account) => sum + account.balanceCents, 0);
        let expectedTotal = totalCents();

        for (const step of commands) {
          if (step.kind === 'wait') {
            clock.advance(step.minutes * MINUTE);
          } else if (step.kind === 'deposit') {
            const created = await submit(step.twice, (key) =>
              backend.api.createDeposit(
                users[step.who].userId,
                depositForm({ amount: centsToAmount(step.cents).toFixed(2) }),
                key,
              ),
            );
            if (created && step.decide === 'approve') {
              await backend.approveDeposit(created.id);
              expectedTotal += step.cents;
            } else if (created && step.decide === 'reject') {
              await backend.rejectDeposit(created.id);
            }
          } else if (step.kind === 'withdraw' || step.kind === 'transfer') {
            const body =
              step.kind === 'transfer'
                ? {
                    amount: centsToAmount(step.cents),
                    withdrawal_method: 'Transfer',
                    recipient_email: emails[other(step.who)],
                  }
                : step.method === 'Bank Transfer'
                  ? {
                      amount: centsToAmount(step.cents),
                      withdrawal_method: step.method,
                      bank_account: '12345678',
                    }
                  : {
                      amount: centsToAmount(step.cents),
                      withdrawal_method: step.method,
                      wallet_address: 'bc1qlfwyanqxsrf2mp4e7u45hc02dg5yumzag9pmvx',
                      chain: 'btc',
                    };
            const created = await submit(step.twice, (key) =>
              backend.api.createWithdrawal(users[step.who].userId, body, key),
            );
            if (created && step.verify) {
              const otp = backend.latestCode(emails[step.who], 'withdrawal') ?? '';
              const approved = await refusedOrDone(
                backend.api.verifyWithdrawal(users[step.who].userId, created.id, { otp }),
              );
              if (approved && step.kind === 'withdraw') expectedTotal -= step.cents;
            }
          } else {
            const price = { basic: 500_00, standard: 1500_00, premium: 5000_00, vip: 10000_00 }[
              step.packageId
            ];
            const subscribed = await submit(step.twice, (key) =>
              backend.api.subscribePackage(users[step.who].userId, step.packageId, key),
            );
            if (subscribed) expectedTotal -= price;
          }

          // Holds match pending withdrawals, nothing is negative, every entry is in one known state, once.
          expect(ledgerProblems(backend.toJSON())).toEqual([]);
          expect(totalCents()).toBe(expectedTotal);
        }
      }),
      { numRuns: 60 },
    );
  });
});
