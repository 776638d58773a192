// D5, D10: the dashboard's 1M/1Y/ALL buttons read the account's history, built from its ledger. Each point is the
// net deposits at the end of its day (the available balance then: approved deposits and credited transfers in, less
// withdrawals and transfers out from the moment their funds are held, and package subscriptions) plus the profit made
// by then. The profit is a seeded walk pinned to the account summary's profit today, so the last point is the
// available balance plus the summary's profit (the dashboard's equity) and the value minus net deposits (Overview's
// Profit Analysis) ends at the summary's profit. Without a summary there is no profit to show: it stays 0.
import { fieldErrors } from './apiError';
import type { BackendContext } from './context';
import { DAY } from './clock';
import { centsToAmount } from './money';
import { hashString } from './deterministicNoise';
import { normalAt } from './randomWalk';
import { serverTexts } from './serverTexts';
import type { BackendState, UserRecord } from './state';

export type HistoryRange = '1M' | '1Y' | 'ALL';
export const historyRanges: readonly HistoryRange[] = ['1M', '1Y', 'ALL'];

/** One day's standard deviation of the profit walk, as a share of the money in the account that day. */
export const DAILY_PROFIT_VOLATILITY = 0.005;

export function readRange(value: string | null): HistoryRange {
  if (value === null || !(historyRanges as readonly string[]).includes(value)) {
    throw fieldErrors({
      range: [value === null ? serverTexts.fieldRequired : serverTexts.rangeInvalid],
    });
  }
  return value as HistoryRange;
}

/** A change of the available balance: when (ms) and by how much (signed cents). */
interface Movement {
  at: number;
  cents: number;
}

/** Every change of one user's available balance the records explain, oldest first. */
export function balanceMovements(state: BackendState, userId: number): Movement[] {
  const movements: Movement[] = [];
  const at = (iso: string | null, fallback: string) => Date.parse(iso ?? fallback);
  for (const deposit of state.deposits) {
    if (deposit.userId === userId && deposit.status === 'approved')
      movements.push({ at: at(deposit.decidedAt, deposit.createdAt), cents: deposit.amountCents });
  }
  for (const withdrawal of state.withdrawals) {
    if (withdrawal.userId === userId) {
      // Held when requested; a refused or lapsed request gives the hold back when it is decided.
      movements.push({ at: Date.parse(withdrawal.createdAt), cents: -withdrawal.amountCents });
      if (withdrawal.status === 'rejected' || withdrawal.status === 'expired')
        movements.push({
          at: at(withdrawal.decidedAt, withdrawal.expiresAt),
          cents: withdrawal.amountCents,
        });
    } else if (withdrawal.recipientId === userId && withdrawal.status === 'approved') {
      movements.push({
        at: at(withdrawal.decidedAt, withdrawal.createdAt),
        cents: withdrawal.amountCents,
      });
    }
  }
  for (const subscription of state.subscriptions) {
    if (subscription.userId === userId)
      movements.push({ at: Date.parse(subscription.createdAt), cents: -subscription.amountCents });
  }
  return movements.sort((a, b) => a.at - b.at);
}

/** Net deposits (cents) at the instant `at`: the available balance then. */
export function netDepositsAt(state: BackendState, userId: number, at: number): number {
  return balanceMovements(state, userId)
    .filter((movement) => movement.at <= at)
    .reduce((sum, movement) => sum + movement.cents, 0);
}

const dayOf = (ms: number) => Math.floor(ms / DAY);
const isoDate = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** Net deposits (cents) at the end of each day from `first` to `last` (the last one at `now`). */
function dailyNetDeposits(movements: Movement[], first: number, last: number, now: number) {
  const values: number[] = [];
  let index = 0;
  let sum = 0;
  for (let day = first; day <= last; day += 1) {
    const end = day === last ? now : (day + 1) * DAY - 1;
    while (index < movements.length && movements[index]!.at <= end) {
      sum += movements[index]!.cents;
      index += 1;
    }
    values.push(sum);
  }
  return values;
}

/**
 * The profit (cents) at the end of each day from `start` to today: 0 on the start day, `profit` today, a seeded
 * random walk between (a Brownian bridge whose daily steps scale with the money in the account). It never goes below
 * the smaller of 0 and today's profit (reflected there), so a gain today never shows a loss on the way, and a loss
 * today is the deepest one shown; nor below the money in the account (a value never turns negative).
 */
export function profitWalk(
  seed: number,
  start: number,
  capital: readonly number[],
  profit: number,
): number[] {
  const last = capital.length - 1;
  if (last <= 0) return [profit];
  const raw = [0];
  for (let k = 1; k <= last; k += 1)
    raw.push(raw[k - 1]! + DAILY_PROFIT_VOLATILITY * capital[k]! * normalAt(seed, start + k));
  const floor = Math.min(0, profit);
  return raw.map((value, k) => {
    if (k === last) return profit;
    const bridge = value - (k / last) * (raw[last]! - profit);
    const reflected = floor + Math.abs(bridge - floor);
    return Math.round(Math.max(reflected, -capital[k]!));
  });
}

/** The start, the first of every following month, then the end (days): "monthly points" in the contract's words. */
function monthlyDays(start: number, end: number): number[] {
  const days = [start];
  const cursor = new Date(start * DAY);
  cursor.setUTCDate(1);
  cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  while (dayOf(cursor.getTime()) < end) {
    days.push(dayOf(cursor.getTime()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  if (end > start) days.push(end);
  return days;
}

function rangeDays(range: HistoryRange, today: number, opened: number): number[] {
  if (range === '1M') return Array.from({ length: 31 }, (_, i) => today - 30 + i);
  if (range === '1Y') {
    const yearAgo = new Date(today * DAY);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    return monthlyDays(dayOf(yearAgo.getTime()), today);
  }
  return monthlyDays(Math.min(opened, today), today);
}

/** The summary's profit (cents), or null when the user has no account summary. */
function summaryProfit(ctx: BackendContext, userId: number): number | null {
  return ctx.state.summaries.find((summary) => summary.userId === userId)?.profitLossCents ?? null;
}

export function portfolioHistory(ctx: BackendContext, user: UserRecord, range: HistoryRange) {
  const now = ctx.now();
  const today = dayOf(now);
  const movements = balanceMovements(ctx.state, user.id).filter((movement) => movement.at <= now);
  const opened = Math.min(dayOf(Date.parse(user.dateJoined)), today);
  // Every range reads one series from the day the account began, so a date has one value whichever range shows it.
  const origin = Math.min(opened, ...movements.slice(0, 1).map((movement) => dayOf(movement.at)));
  const capital = dailyNetDeposits(movements, origin, today, now);
  const profit = summaryProfit(ctx, user.id);

  // Profit starts with money: the walk begins the first day money was in (else the day the account was opened).
  const funded = capital.findIndex((cents) => cents > 0);
  const start = funded === -1 ? opened - origin : funded;
  const walk =
    profit === null
      ? []
      : profitWalk(
          hashString(`portfolio:${user.id}`),
          origin + start,
          capital.slice(start),
          profit,
        );
  const profitOn = (index: number) => (index < start ? 0 : (walk[index - start] ?? 0));

  return {
    range,
    currency: 'USD' as const,
    points: rangeDays(range, today, opened).map((day) => {
      const index = day - origin;
      const netDeposits = index < 0 ? 0 : (capital[index] ?? 0);
      const value = index < 0 ? 0 : netDeposits + profitOn(index);
      return {
        date: isoDate(day),
        value: centsToAmount(value),
        net_deposits: centsToAmount(netDeposits),
      };
    }),
  };
}
