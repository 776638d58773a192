// Balances, the ledger (D11), deposits, withdrawals and transfers, the address book (D16), packages, copy traders,
// the portfolio (D10) and forex quotes (D3).
import * as addressBook from '../addressBook';
import * as copyTraders from '../copyTraders';
import * as deposits from '../deposits';
import { forexQuotes } from '../forexQuotes';
import { listHoldings } from '../holdings';
import { idempotent } from '../idempotency';
import { portfolioHistory, readRange } from '../portfolioHistory';
import { jsonRequestDigest, multipartRequestDigest } from '../requestDigest';
import { requireStepUp } from '../stepUp';
import * as subscriptions from '../subscriptions';
import { accessTokenFamily } from '../tokens';
import { listTraders } from '../traderDirectory';
import { listTransactions, type TransactionQuery } from '../transactions';
import { getAccount, getUser } from '../users';
import { accountSummaryView, balanceView } from '../views';
import * as withdrawals from '../withdrawals';
import { nothing, reads, serves, steppedUpUser, writes } from './entry';

type Token = string | null;

export const moneyApi = {
  listBalances: reads((backend, userId: number) => [
    balanceView(getAccount(backend, getUser(backend, userId).id)),
  ]).from(async (r) => [r.userId]),
  listAccountSummaries: reads((backend, userId: number) =>
    backend.state.summaries
      .filter((summary) => summary.userId === getUser(backend, userId).id)
      .map(accountSummaryView),
  ).from(async (r) => [r.userId]),
  /** D11: the merged ledger, a page at a time. */
  listTransactions: reads(
    (
      backend,
      userId: number,
      query: TransactionQuery = { type: null, page: null, pageSize: null },
    ) => listTransactions(backend, getUser(backend, userId), query),
  ).from(async (r) => [
    r.userId,
    {
      type: r.query('type'),
      page: r.query('page'),
      pageSize: r.query('page_size'),
      after: r.query('after'),
    },
  ]),
  listDeposits: reads((backend, userId: number, status: string | null = null) =>
    deposits.listDeposits(backend, getUser(backend, userId), status),
  ).from(async (r) => [r.userId, r.query('status')]),
  createDeposit: writes(
    201,
    (backend, userId: number, form: deposits.DepositForm, idempotencyKey: string | null) => {
      const request = () => multipartRequestDigest('POST', '/api/deposits/', { ...form });
      return idempotent(backend, { userId, key: idempotencyKey, request }, async () =>
        deposits.createDeposit(backend, getUser(backend, userId), form),
      );
    },
  ).from(async (r) => [r.userId, await r.depositForm(), r.idempotencyKey]),
  listWithdrawals: reads(
    (backend, userId: number, status: string | null = null, method: string | null = null) =>
      withdrawals.listWithdrawals(backend, getUser(backend, userId), status, method),
  ).from(async (r) => [r.userId, r.query('status'), r.query('withdrawal_method')]),
  /**
   * Withdrawals and transfers (`withdrawal_method: 'Transfer'`) alike. The step-up proof is read only when
   * the withdrawal would save a new destination (D16).
   */
  createWithdrawal: writes(
    201,
    (
      backend,
      userId: number,
      body: unknown,
      idempotencyKey: string | null,
      authorization: Token = null,
      stepUpToken: Token = null,
    ) => {
      const request = () => jsonRequestDigest('POST', '/api/withdrawals/', body);
      return idempotent(backend, { userId, key: idempotencyKey, request }, async () => {
        const user = getUser(backend, userId);
        const requireProof = () =>
          requireStepUp(backend, user, accessTokenFamily(backend, authorization), stepUpToken);
        return withdrawals.createWithdrawal(backend, user, body, requireProof);
      });
    },
  ).from(async (r) => [r.userId, await r.json(), r.idempotencyKey, r.authorization, r.stepUpToken]),
  verifyWithdrawal: writes(200, (backend, userId: number, id: number, body: unknown) =>
    withdrawals.verifyWithdrawal(backend, getUser(backend, userId), id, body),
  ).from(async (r) => [r.userId, r.pathId(), await r.json()]),
  resendWithdrawalOtp: writes(200, (backend, userId: number, id: number) =>
    withdrawals.resendWithdrawalOtp(backend, getUser(backend, userId), id),
  ).from(async (r) => [r.userId, r.pathId()]),
  listWithdrawalDestinations: reads((backend, userId: number) =>
    addressBook.listDestinations(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  addWithdrawalDestination: writes(
    201,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      addressBook.addDestination(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        body,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  removeWithdrawalDestination: writes(204, (backend, userId: number, id: number) =>
    addressBook.removeDestination(backend, getUser(backend, userId), id),
  ).from(async (r) => [r.userId, r.pathId()]),
  verifyWithdrawalDestination: writes(200, (backend, userId: number, id: number, body: unknown) =>
    addressBook.verifyDestination(backend, getUser(backend, userId), id, body),
  ).from(async (r) => [r.userId, r.pathId(), await r.json()]),
  resendWithdrawalDestinationCode: writes(200, (backend, userId: number, id: number) =>
    addressBook.resendDestinationCode(backend, getUser(backend, userId), id),
  ).from(async (r) => [r.userId, r.pathId()]),
  setWithdrawalAllowList: writes(
    200,
    (backend, userId: number, body: unknown, authorization: Token, stepUpToken: Token) =>
      addressBook.setAllowList(
        backend,
        steppedUpUser(backend, userId, authorization, stepUpToken),
        body,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization, r.stepUpToken]),
  listPackages: serves(() => subscriptions.listPackages()).from(nothing),
  subscribePackage: writes(
    201,
    (backend, userId: number, packageId: string, idempotencyKey: string | null) => {
      const request = () => jsonRequestDigest('POST', `/api/packages/${packageId}/subscribe/`);
      return idempotent(backend, { userId, key: idempotencyKey, request }, async () =>
        subscriptions.subscribePackage(backend, getUser(backend, userId), packageId),
      );
    },
  ).from(async (r) => [r.userId, r.pathText(), r.idempotencyKey]),
  listCopyTraders: reads((backend, userId: number) =>
    copyTraders.listCopyTraders(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  /** D13: a retried join with its Idempotency-Key gets the first answer, not the duplicate refusal. */
  joinCopyTrader: writes(
    201,
    (backend, userId: number, body: unknown, idempotencyKey: string | null) => {
      const request = () => jsonRequestDigest('POST', '/api/copy-traders/', body);
      return idempotent(backend, { userId, key: idempotencyKey, request }, async () =>
        copyTraders.joinCopyTrader(backend, getUser(backend, userId), body),
      );
    },
  ).from(async (r) => [r.userId, await r.json(), r.idempotencyKey]),
  updateCopyTrader: writes(200, (backend, userId: number, code: string, body: unknown) =>
    copyTraders.updateCopyTrader(backend, getUser(backend, userId), code, body),
  ).from(async (r) => [r.userId, r.pathText(), await r.json()]),
  stopCopyTrader: writes(204, (backend, userId: number, code: string) =>
    copyTraders.stopCopyTrader(backend, getUser(backend, userId), code),
  ).from(async (r) => [r.userId, r.pathText()]),
  listTraders: serves(() => listTraders()).from(nothing),
  listHoldings: reads((backend, userId: number) =>
    listHoldings(backend, getUser(backend, userId)),
  ).from(async (r) => [r.userId]),
  // D10: built from the ledger; it ends at the available balance plus the account summary's profit.
  getPortfolioHistory: reads((backend, userId: number, range: string | null) =>
    portfolioHistory(backend, getUser(backend, userId), readRange(range)),
  ).from(async (r) => [r.userId, r.query('range')]),
  getForexQuotes: serves((backend, symbols: string | null) =>
    forexQuotes(symbols, backend.now()),
  ).from(async (r) => [r.query('symbols')]),
};
