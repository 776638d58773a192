// D10: the portfolio history is built from the ledger, so its figures agree with the balance and the account summary,
// and the profit it implies (value minus net deposits, Overview's Profit Analysis) never shows a loss nobody reported.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  depositForm,
  freshKey,
  jamie,
  signIn,
} from '../test/backendFixtures';
import { isApiError } from './apiError';
import { DAY, HOUR } from './clock';
import { centsToAmount } from './money';
import type { MockBackend } from './MockBackend';
import { historyRanges, netDepositsAt, profitWalk } from './portfolioHistory';

type Who = 'alex' | 'jamie';
const emails = { alex: alex.email, jamie: jamie.email };
const cents = (dollars: number) => Math.round(dollars * 100);

/** What the balance endpoint says is available, in cents. */
const availableCents = (backend: MockBackend, userId: number) =>
  cents(backend.api.listBalances(userId)[0]!.balance);

/** The summary's profit (cents) as Overview and the dashboard read it: 0 without a summary. */
const summaryProfitCents = (backend: MockBackend, userId: number) =>
  cents(backend.api.listAccountSummaries(userId)[0]?.profit_loss ?? 0);

const histories = (backend: MockBackend, userId: number) =>
  historyRanges.map((range) => backend.api.getPortfolioHistory(userId, range));

/**
 * Everything the history promises, checked against the other answers:
 * - its last point is now: net deposits = the available balance, value = that plus the summary's profit (the
 *   dashboard's equity), so Profit Analysis ends at the Profit card;
 * - every point's net deposits are the available balance at the end of its day;
 * - the profit (value − net deposits) is never below 0, or below the summary's loss when it reports one; a value is
 *   never negative before today;
 * - a date has one value whichever range shows it;
 * - without a summary there is no profit anywhere.
 */
function expectHistoryAgrees(backend: MockBackend, userId: number) {
  const now = backend.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const available = availableCents(backend, userId);
  const profit = summaryProfitCents(backend, userId);
  const hasSummary = backend.api.listAccountSummaries(userId).length > 0;
  const seen = new Map<string, unknown>();
  for (const history of histories(backend, userId)) {
    const last = history.points.at(-1)!;
    expect(last.date).toBe(today);
    expect(cents(last.net_deposits)).toBe(available);
    expect(cents(last.value)).toBe(available + profit);
    for (const point of history.points) {
      const endOfDay = point.date === today ? now : Date.parse(point.date) + DAY - 1;
      expect(cents(point.net_deposits)).toBe(netDepositsAt(backend.state, userId, endOfDay));
      const pointProfit = cents(point.value) - cents(point.net_deposits);
      expect(pointProfit).toBeGreaterThanOrEqual(Math.min(0, profit));
      if (!hasSummary) expect(pointProfit).toBe(0);
      if (point !== last) expect(point.value).toBeGreaterThanOrEqual(0);
      if (seen.has(point.date)) expect(point).toEqual(seen.get(point.date));
      seen.set(point.date, point);
    }
  }
}

describe('the portfolio history of the seeded users (D10)', () => {
  it('ends at what Overview and the dashboard show: balance, profit and equity', async () => {
    const { backend } = createTestBackend();
    const a = await signIn(backend, alex);
    const j = await signIn(backend, jamie);
    expectHistoryAgrees(backend, a.userId);
    expectHistoryAgrees(backend, j.userId);
    const [alexYear] = histories(backend, a.userId).filter((h) => h.range === '1Y');
    expect(alexYear!.points.at(-1)).toEqual({
      date: '2026-06-15',
      value: 13_745.3,
      net_deposits: 12_500,
    });
  });

  it('never shows Alex a loss in mid-2025 (it showed -$3,971.56 when the history was sample data)', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    for (const history of histories(backend, userId)) {
      const profits = history.points.map((point) => point.value - point.net_deposits);
      expect(Math.min(...profits)).toBeGreaterThanOrEqual(0);
    }
    // His net deposits follow his ledger: 10,000 in March, 5,000 more on 1 July, 1,500 out in September, 1,000
    // to Jamie in October; Jamie's 25 × $60 and Alex's $1,500 back net to zero.
    const all = backend.api.getPortfolioHistory(userId, 'ALL').points;
    const netOn = (date: string) => all.find((point) => point.date === date)?.net_deposits;
    expect(netOn('2025-03-14')).toBe(0);
    expect(netOn('2025-04-01')).toBe(10_000);
    expect(netOn('2025-11-01')).toBe(12_500);
  });

  it('shows Jamie, who has no account summary, his net deposits and no profit', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    for (const history of histories(backend, userId))
      for (const point of history.points) expect(point.value).toBe(point.net_deposits);
  });

  it('counts a package bought from the balance as money spent, not as a loss', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.subscribePackage(userId, 'standard', freshKey());
    expect(backend.api.getPortfolioHistory(userId, '1M').points.at(-1)).toEqual({
      date: '2026-06-15',
      value: 12_245.3,
      net_deposits: 11_000,
    });
    expectHistoryAgrees(backend, userId);
  });

  it('counts a pending withdrawal out while its funds are held, and back in when it lapses', async () => {
    const { backend, clock } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    await backend.api.createWithdrawal(
      userId,
      { amount: 2000, withdrawal_method: 'Transfer', recipient_email: jamie.email },
      freshKey(),
    );
    const lastNet = () => backend.api.getPortfolioHistory(userId, '1M').points.at(-1)?.net_deposits;
    expect(lastNet()).toBe(10_500);
    expectHistoryAgrees(backend, userId);
    clock.advance(2 * HOUR);
    expect(lastNet()).toBe(12_500);
    expectHistoryAgrees(backend, userId);
  });
});

describe('the profit walk', () => {
  it('starts at 0, ends at the profit, and stays above the smaller of 0 and that profit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000_00 }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        (seed, capital, profit) => {
          const walk = profitWalk(seed, 20_000, capital, profit);
          expect(walk).toHaveLength(capital.length);
          expect(walk.at(-1)).toBe(profit);
          if (capital.length > 1) expect(walk[0]).toBe(0);
          walk.forEach((value, index) => {
            expect(Number.isInteger(value)).toBe(true);
            if (index < walk.length - 1)
              expect(value).toBeGreaterThanOrEqual(Math.max(Math.min(0, profit), -capital[index]!));
          });
        },
      ),
    );
  });

  it('is the same walk in every run', () => {
    const capital = Array.from({ length: 90 }, () => 1_000_000);
    expect(profitWalk(7, 20_000, capital, 50_000)).toEqual(profitWalk(7, 20_000, capital, 50_000));
    expect(profitWalk(7, 20_000, capital, 50_000)).not.toEqual(
      profitWalk(8, 20_000, capital, 50_000),
    );
  });
});

type Command =
  | { kind: 'deposit'; who: Who; cents: number; decide: 'approve' | 'reject' | 'leave' }
  | { kind: 'transfer'; who: Who; cents: number; decide: 'verify' | 'reject' | 'lapse' }
  | { kind: 'subscribe'; who: Who; packageId: 'basic' | 'standard' | 'premium' }
  | { kind: 'wait'; hours: number };

const who = fc.constantFrom<Who>('alex', 'jamie');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    cents: fc.integer({ min: 200_00, max: 20_000_00 }),
    decide: fc.constantFrom('approve' as const, 'reject' as const, 'leave' as const),
  }),
  // Money out: a transfer confirmed, refused by an admin or left to lapse (a withdrawal's hold works the same way;
  // a transfer also credits the other user).
  fc.record({
    kind: fc.constant('transfer' as const),
    who,
    cents: fc.integer({ min: 1, max: 8_000_00 }),
    decide: fc.constantFrom('verify' as const, 'reject' as const, 'lapse' as const),
  }),
  fc.record({
    kind: fc.constant('subscribe' as const),
    who,
    packageId: fc.constantFrom('basic' as const, 'standard' as const, 'premium' as const),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 12 }) }),
);
/** A user's account summary profit: none, or any gain or loss. */
const summaryProfit = fc.option(fc.integer({ min: -20_000_00, max: 20_000_00 }), { nil: null });

async function refusedOrDone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

describe('the portfolio history of random ledgers (fast-check)', () => {
  it('agrees with the balance and the summary at every point, whatever the users do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { maxLength: 25 }),
        summaryProfit,
        summaryProfit,
        async (commands, alexProfit, jamieProfit) => {
          const { backend, clock } = createTestBackend();
          const users = { alex: await signIn(backend, alex), jamie: await signIn(backend, jamie) };
          const other = (name: Who): Who => (name === 'alex' ? 'jamie' : 'alex');
          /** The available balance seen at each instant (the last one, when several steps share it). */
          const seen = { alex: new Map<number, number>(), jamie: new Map<number, number>() };
          const record = () => {
            for (const name of ['alex', 'jamie'] as const)
              seen[name].set(clock.now(), availableCents(backend, users[name].userId));
          };
          record();

          for (const step of commands) {
            const userId = step.kind === 'wait' ? 0 : users[step.who].userId;
            if (step.kind === 'wait') {
              clock.advance(step.hours * HOUR);
            } else if (step.kind === 'deposit') {
              const created = await refusedOrDone(
                backend.api.createDeposit(
                  userId,
                  depositForm({ amount: centsToAmount(step.cents).toFixed(2) }),
                  freshKey(),
                ),
              );
              if (created && step.decide === 'approve') await backend.approveDeposit(created.id);
              if (created && step.decide === 'reject') await backend.rejectDeposit(created.id);
            } else if (step.kind === 'transfer') {
              const body = {
                amount: centsToAmount(step.cents),
                withdrawal_method: 'Transfer',
                recipient_email: emails[other(step.who)],
              };
              const created = await refusedOrDone(
                backend.api.createWithdrawal(userId, body, freshKey()),
              );
              if (created && step.decide === 'verify') {
                const otp = backend.latestCode(emails[step.who], 'withdrawal') ?? '';
                await refusedOrDone(backend.api.verifyWithdrawal(userId, created.id, { otp }));
              } else if (created && step.decide === 'reject') {
                await backend.rejectWithdrawal(created.id);
              }
            } else {
              await refusedOrDone(backend.api.subscribePackage(userId, step.packageId, freshKey()));
            }
            record();
          }

          // Whatever the summary says (a gain, a loss, or no summary at all).
          backend.state.summaries = [];
          for (const [name, profitLossCents] of [
            ['alex', alexProfit],
            ['jamie', jamieProfit],
          ] as const) {
            if (profitLossCents !== null)
              backend.state.summaries.push({
                userId: users[name].userId,
                profitLossCents,
                marginCents: 0,
                openedPosition: 0,
              });
          }

          for (const name of ['alex', 'jamie'] as const) {
            const userId = users[name].userId;
            // The net deposits the history counts are the balance the user saw at every moment.
            for (const [at, available] of seen[name])
              expect(netDepositsAt(backend.state, userId, at)).toBe(available);
            expectHistoryAgrees(backend, userId);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
