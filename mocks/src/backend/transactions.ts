// D11: the merged ledger one page at a time: deposits, withdrawals, sent and received transfers, newest first.
import { ApiError, fieldErrors } from './apiError';
import type { BackendContext } from './context';
import { centsToAmount } from './money';
import { serverTexts } from './serverTexts';
import type { UserRecord } from './state';
import { getUser } from './users';

export const transactionTypes = ['all', 'deposit', 'withdraw', 'transfer'] as const;
export type TransactionTypeFilter = (typeof transactionTypes)[number];

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

interface LedgerRow {
  id: string;
  type: 'Deposit' | 'Withdraw' | 'Transfer';
  amount: number;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  method: string;
  created_at: string;
  crypto_type: 'BTC' | 'ETH' | 'USDT (TRC20)' | null;
  recipient_email: string | null;
  sender_email: string | null;
  /** Tie-break for rows with the same time, so pages never overlap. */
  order: number;
}

/** Newest first; rows of one instant by `order`, so every row has its own place and never moves. */
function comesBefore(a: LedgerRow, b: LedgerRow): boolean {
  return a.created_at > b.created_at || (a.created_at === b.created_at && a.order > b.order);
}

function ledgerOf(ctx: BackendContext, user: UserRecord): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const deposit of ctx.state.deposits) {
    if (deposit.userId !== user.id) continue;
    rows.push({
      id: `deposit-${deposit.id}`,
      type: 'Deposit',
      amount: centsToAmount(deposit.amountCents),
      status: deposit.status,
      method: deposit.paymentMethod,
      created_at: deposit.createdAt,
      crypto_type: deposit.cryptoType,
      recipient_email: null,
      sender_email: null,
      order: deposit.id * 3,
    });
  }
  for (const withdrawal of ctx.state.withdrawals) {
    const isTransfer = withdrawal.method === 'Transfer';
    if (withdrawal.userId === user.id) {
      rows.push({
        id: `withdrawal-${withdrawal.id}`,
        type: isTransfer ? 'Transfer' : 'Withdraw',
        amount: -centsToAmount(withdrawal.amountCents),
        status: withdrawal.status,
        method: withdrawal.method,
        created_at: withdrawal.createdAt,
        crypto_type: null,
        recipient_email: isTransfer ? withdrawal.recipientEmail : null,
        sender_email: null,
        order: withdrawal.id * 3 + 1,
      });
    } else if (
      isTransfer &&
      withdrawal.recipientId === user.id &&
      withdrawal.status === 'approved'
    ) {
      // The receiver sees a transfer once it is credited, at the time it was.
      rows.push({
        id: `transfer-in-${withdrawal.id}`,
        type: 'Transfer',
        amount: centsToAmount(withdrawal.amountCents),
        status: 'approved',
        method: withdrawal.method,
        created_at: withdrawal.decidedAt ?? withdrawal.createdAt,
        crypto_type: null,
        recipient_email: null,
        // The sender's address when the transfer was made (a later change stays private); records saved before
        // the address was kept show the current one.
        sender_email: withdrawal.senderEmail ?? getUser(ctx, withdrawal.userId).email,
        order: withdrawal.id * 3 + 2,
      });
    }
  }
  return rows.sort((a, b) => (comesBefore(a, b) ? -1 : comesBefore(b, a) ? 1 : 0));
}

function matches(row: LedgerRow, type: TransactionTypeFilter): boolean {
  if (type === 'all') return true;
  return row.type.toLowerCase() === type;
}

function readPositiveInteger(
  value: string | null,
  field: string,
  fallback: number,
  max: number,
): number {
  if (value === null) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw fieldErrors({ [field]: [serverTexts.invalidInteger] });
  if (number < 1) throw fieldErrors({ [field]: [serverTexts.atLeast(1)] });
  if (number > max) throw fieldErrors({ [field]: [serverTexts.atMost(max)] });
  return number;
}

function pagePath(type: TransactionTypeFilter, page: number, pageSize: number): string {
  return `/api/transactions/?type=${type}&page=${page}&page_size=${pageSize}`;
}

function afterPath(type: TransactionTypeFilter, after: string, pageSize: number): string {
  return `/api/transactions/?type=${type}&page_size=${pageSize}&after=${encodeURIComponent(after)}`;
}

export interface TransactionQuery {
  type: string | null;
  page: string | null;
  pageSize: string | null;
  /** The id of the last row the caller has: the page is the rows after it (a stable export, D11). */
  after?: string | null;
}

function answerOf(rows: LedgerRow[]) {
  return rows.map(({ order: _order, ...row }) => row);
}

export function listTransactions(ctx: BackendContext, user: UserRecord, query: TransactionQuery) {
  const type = (query.type ?? 'all') as TransactionTypeFilter;
  if (!transactionTypes.includes(type))
    throw fieldErrors({ type: [serverTexts.invalidChoice(String(query.type))] });
  const pageSize = readPositiveInteger(
    query.pageSize,
    'page_size',
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
  );
  const ledger = ledgerOf(ctx, user);
  const rows = ledger.filter((row) => matches(row, type));
  const after = query.after ?? null;
  if (after !== null) {
    // Keyset paging: a row's place never changes and new rows come first (they are the newest), so reading on
    // from the last row received never repeats a row or skips one that was there when the reading began.
    if (query.page !== null) throw fieldErrors({ page: [serverTexts.invalidValue] });
    const last = ledger.find((row) => row.id === after);
    if (!last) throw new ApiError(404, { detail: serverTexts.invalidPage });
    const following = rows.filter((row) => comesBefore(last, row));
    const results = following.slice(0, pageSize);
    const end = results.at(-1);
    return {
      count: rows.length,
      next: end && following.length > pageSize ? afterPath(type, end.id, pageSize) : null,
      previous: null,
      results: answerOf(results),
    };
  }
  const page = readPositiveInteger(query.page, 'page', 1, 100_000);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  if (page > pages) throw new ApiError(404, { detail: serverTexts.invalidPage });
  const start = (page - 1) * pageSize;
  return {
    count: rows.length,
    next: page < pages ? pagePath(type, page + 1, pageSize) : null,
    previous: page > 1 ? pagePath(type, page - 1, pageSize) : null,
    results: answerOf(rows.slice(start, start + pageSize)),
  };
}
