// Spec 2 §5 deposit rules, contract createDeposit/listDeposits, DECISIONS D6. Deposits stay pending until an admin approves.
import { depositValidation } from '@tp/messages';
import { ApiError, fieldErrors } from './apiError';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { parseAmount } from './money';
import { checkProofImage } from './proofImage';
import { FieldErrorCollector } from './requestFields';
import { serverTexts } from './serverTexts';
import type { CryptoType, DepositRecord, DepositStatus, UserRecord, WalletId } from './state';
import { getAccount } from './users';
import { depositView } from './views';

export const MIN_DEPOSIT_CENTS = 200_00;
export const MAX_DEPOSIT_CENTS = 200_000_00;

const cryptoTypeOfWallet: Record<WalletId, CryptoType> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  usdt_trc20: 'USDT (TRC20)',
};
const depositStatuses: readonly DepositStatus[] = ['pending', 'approved', 'rejected'];

/** The multipart form, already read by the handler: text fields as strings, the proof as bytes. */
export interface DepositForm {
  amount: string | null;
  payment_method: string | null;
  wallet_id: string | null;
  wallet_address: string | null;
  cryptoType: string | null;
  proof: Uint8Array | null;
}

export function createDeposit(ctx: BackendContext, user: UserRecord, form: DepositForm) {
  const errors = new FieldErrorCollector();
  const amountCents = form.amount === null ? null : parseAmount(form.amount);
  if (amountCents === null) errors.add('amount', depositValidation.invalidAmount);
  else if (amountCents < MIN_DEPOSIT_CENTS) errors.add('amount', depositValidation.belowMinimum);
  else if (amountCents > MAX_DEPOSIT_CENTS) errors.add('amount', depositValidation.aboveMaximum);

  const method = form.payment_method?.trim() ?? '';
  if (method === 'Bank Transfer' || method === 'Credit Card') {
    throw new ApiError(403, { detail: serverTexts.verifiedClientsOnly });
  }
  if (method === '') errors.add('payment_method', depositValidation.methodRequired);
  else if (method !== 'Cryptocurrency')
    errors.add('payment_method', serverTexts.invalidChoice(method));

  const walletId = form.wallet_id?.trim() ?? '';
  if (walletId === '') errors.add('wallet_id', depositValidation.coinRequired);
  else if (!(walletId in cryptoTypeOfWallet))
    errors.add('wallet_id', serverTexts.invalidChoice(walletId));
  const expectedCrypto = cryptoTypeOfWallet[walletId as WalletId];
  if (form.cryptoType && expectedCrypto && form.cryptoType !== expectedCrypto)
    errors.add('cryptoType', serverTexts.cryptoTypeMismatch);
  const walletAddress = form.wallet_address?.trim() ?? '';
  if (walletAddress === '') errors.add('wallet_address', serverTexts.fieldRequired);
  errors.throwIfAny();
  const proofType = checkProofImage(form.proof);

  const deposit: DepositRecord = {
    id: ctx.nextId('deposit'),
    userId: user.id,
    amountCents: amountCents ?? 0,
    paymentMethod: 'Cryptocurrency',
    walletId: walletId as WalletId,
    walletAddress,
    cryptoType: expectedCrypto ?? null,
    status: 'pending',
    createdAt: isoAt(ctx.now()),
    decidedAt: null,
    proofType,
  };
  ctx.state.deposits.push(deposit);
  return { ...depositView(deposit), notification_sent: true };
}

export function readStatusFilter<T extends string>(
  value: string | null,
  allowed: readonly T[],
  field = 'status',
): T | null {
  if (value === null || value === '') return null;
  if (!(allowed as readonly string[]).includes(value))
    throw fieldErrors({ [field]: [serverTexts.invalidChoice(value)] });
  return value as T;
}

export function newestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

export function listDeposits(ctx: BackendContext, user: UserRecord, statusParam: string | null) {
  const status = readStatusFilter(statusParam, depositStatuses);
  return ctx.state.deposits
    .filter(
      (deposit) => deposit.userId === user.id && (status === null || deposit.status === status),
    )
    .sort(newestFirst)
    .map(depositView);
}

function pendingDeposit(ctx: BackendContext, id: number): DepositRecord {
  const deposit = ctx.state.deposits.find((candidate) => candidate.id === id);
  if (!deposit) throw new ApiError(404, { detail: serverTexts.notFound });
  if (deposit.status !== 'pending')
    throw new ApiError(400, { detail: `Deposit ${id} is already ${deposit.status}.` });
  return deposit;
}

/** Admin action (not HTTP): the funds arrived, credit the balance. */
export function approveDeposit(ctx: BackendContext, id: number) {
  const deposit = pendingDeposit(ctx, id);
  const account = getAccount(ctx, deposit.userId);
  deposit.status = 'approved';
  deposit.decidedAt = isoAt(ctx.now());
  account.balanceCents += deposit.amountCents;
  account.updatedAt = deposit.decidedAt;
  return depositView(deposit);
}

/** Admin action (not HTTP): the funds never arrived. */
export function rejectDeposit(ctx: BackendContext, id: number) {
  const deposit = pendingDeposit(ctx, id);
  deposit.status = 'rejected';
  deposit.decidedAt = isoAt(ctx.now());
  return depositView(deposit);
}
