// Spec 2 §5 withdrawal and transfer rules, DECISIONS D1: funds are held at creation, a server-issued code bound to
// this withdrawal (amount + destination) approves it, and an unverified request lapses after an hour, releasing the hold.
import {
  addressBookOf,
  assertNoHold,
  heldDetail,
  usableDestination,
  type DestinationTarget,
} from './addressBook';
import { canonicalBankAccount, checkChainAddress } from '@tp/api';
import { assertWithdrawalsAllowed } from './disownLinks';
import {
  forgotPasswordMessages,
  transferMessages,
  transferValidation,
  withdrawalMessages,
  withdrawalValidation,
  codeCheckMessages,
} from '@tp/messages';
import { ApiError } from './apiError';
import { HOUR } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import { newestFirst, readStatusFilter } from './deposits';
import { formatUsd, parseAmount } from './money';
import { FieldErrorCollector, asFields, optionalText, requireOtp } from './requestFields';
import { mailTextsFor } from './mailTexts';
import { serverTexts } from './serverTexts';
import type {
  Chain,
  UserRecord,
  WithdrawalMethod,
  WithdrawalRecord,
  WithdrawalStatus,
} from './state';
import { assertSavedRecipient, isRecipient, readRecipient } from './transferRecipients';
import { availableCents, getAccount } from './users';
import {
  assertResendAllowed,
  checkCode,
  discardCode,
  issueCode,
  type CodeTimes,
} from './verificationCodes';
import { withdrawalView } from './views';

// Spec 2 §9 gave the request an hour; D1 shortens each code to 10 minutes but the request keeps its hour.
export const WITHDRAWAL_TTL_MS = HOUR;

export const withdrawalLimits = {
  'Bank Transfer': { minCents: 5_00, maxCents: 250_000_00 },
  Cryptocurrency: { minCents: 5_00, maxCents: 200_000_00 },
} as const;

const methods: readonly WithdrawalMethod[] = ['Bank Transfer', 'Cryptocurrency', 'Transfer'];
const chains: readonly Chain[] = ['btc', 'eth', 'bnb', 'trx', 'sol'];
const statuses: readonly WithdrawalStatus[] = ['pending', 'approved', 'rejected', 'expired'];

const subjectOf = (withdrawal: WithdrawalRecord) => `withdrawal:${withdrawal.id}`;

/** What the code confirms: this amount to this destination. */
function bindingOf(withdrawal: WithdrawalRecord): string {
  return JSON.stringify([
    withdrawal.id,
    withdrawal.userId,
    withdrawal.amountCents,
    withdrawal.method,
    withdrawal.walletAddress,
    withdrawal.chain,
    withdrawal.bankAccount,
    withdrawal.recipientId,
  ]);
}

function sendWithdrawalCode(
  ctx: BackendContext,
  user: UserRecord,
  withdrawal: WithdrawalRecord,
): Promise<CodeTimes> {
  const texts = mailTextsFor(user.language);
  const amount = formatUsd(withdrawal.amountCents);
  const { id, method } = withdrawal;
  return issueCode(ctx, {
    purpose: 'withdrawal',
    subject: subjectOf(withdrawal),
    binding: bindingOf(withdrawal),
    mail: {
      to: user.email,
      ...(method === 'Transfer'
        ? {
            subject: texts.transferSubject,
            body: (code: string) =>
              texts.transferCodeBody(code, amount, withdrawal.recipientEmail ?? '', id),
          }
        : {
            subject: texts.withdrawalSubject,
            body: (code: string) => texts.withdrawalCodeBody(code, amount, method, id),
          }),
    },
  });
}

function release(
  ctx: BackendContext,
  withdrawal: WithdrawalRecord,
  status: 'expired' | 'rejected',
  at: number,
): void {
  const account = getAccount(ctx, withdrawal.userId);
  account.heldCents -= withdrawal.amountCents;
  account.updatedAt = isoAt(at);
  withdrawal.status = status;
  withdrawal.decidedAt = isoAt(at);
  discardCode(ctx, 'withdrawal', subjectOf(withdrawal));
}

/** Lazily lapses pending requests past their hour (run before every backend call). */
export function expireLapsedWithdrawals(ctx: BackendContext): void {
  const now = ctx.now();
  for (const withdrawal of ctx.state.withdrawals) {
    const expiresAt = Date.parse(withdrawal.expiresAt);
    if (withdrawal.status === 'pending' && expiresAt <= now)
      release(ctx, withdrawal, 'expired', expiresAt);
  }
}

/**
 * `requireProof` throws 403 `step_up_required` without this session's fresh step-up: it is called only when
 * the withdrawal would save a new destination (D16).
 */
export async function createWithdrawal(
  ctx: BackendContext,
  user: UserRecord,
  body: unknown,
  requireProof: () => void,
) {
  const fields = asFields(body);
  const errors = new FieldErrorCollector();
  const methodText = optionalText(fields, 'withdrawal_method');
  const amountCents = parseAmount(fields.amount);
  let method: WithdrawalMethod | null = null;
  if (methodText === null) errors.add('withdrawal_method', withdrawalValidation.methodRequired);
  else if (!(methods as readonly string[]).includes(methodText))
    errors.add('withdrawal_method', serverTexts.invalidChoice(methodText));
  else method = methodText as WithdrawalMethod;

  let walletAddress: string | null = null;
  let chain: Chain | null = null;
  let bankAccount: string | null = null;
  let recipient: UserRecord | null = null;
  const account = getAccount(ctx, user.id);

  if (method === 'Transfer') {
    const email = optionalText(fields, 'recipient_email');
    if (
      email === null ||
      fields.amount === undefined ||
      fields.amount === null ||
      fields.amount === ''
    ) {
      errors.add(
        email === null ? 'recipient_email' : 'amount',
        transferValidation.emailAndAmountRequired,
      );
    } else if (amountCents === null) errors.add('amount', withdrawalValidation.invalidAmount);
    else if (amountCents <= 0) errors.add('amount', transferValidation.amountNotPositive);
    else if (amountCents > availableCents(account))
      errors.add('amount', transferValidation.insufficientBalance);
    // D16: never to an address that mixes scripts or looks like another account's.
    if (email !== null) recipient = readRecipient(ctx, user, fields, 'recipient_email', errors);
  } else if (method !== null) {
    const limits = withdrawalLimits[method];
    if (amountCents === null) errors.add('amount', withdrawalValidation.invalidAmount);
    else if (amountCents < limits.minCents)
      errors.add('amount', withdrawalValidation.belowMinimum(limits.minCents / 100));
    else if (amountCents > limits.maxCents)
      errors.add('amount', withdrawalValidation.aboveMaximum(limits.maxCents / 100));
    else if (amountCents > availableCents(account))
      errors.add('amount', withdrawalValidation.insufficientBalance);
    if (method === 'Cryptocurrency') {
      walletAddress = optionalText(fields, 'wallet_address');
      const chainText = optionalText(fields, 'chain');
      if (walletAddress === null || chainText === null)
        errors.add(
          walletAddress === null ? 'wallet_address' : 'chain',
          withdrawalValidation.cryptoDetailsRequired,
        );
      else if (!(chains as readonly string[]).includes(chainText))
        errors.add('chain', serverTexts.invalidChoice(chainText));
      else {
        chain = chainText as Chain;
        // D16: the address must fit its chain, checksum included; the canonical form is what is stored.
        const checked = checkChainAddress(chain, walletAddress);
        if (checked.ok) walletAddress = checked.address;
        else errors.add('wallet_address', checked.message);
      }
    } else {
      const bankText = optionalText(fields, 'bank_account');
      if (bankText === null) errors.add('bank_account', withdrawalValidation.bankAccountRequired);
      else {
        bankAccount = canonicalBankAccount(bankText);
        if (bankAccount === null) errors.add('bank_account', serverTexts.bankAccountInvalid);
      }
    }
  } else if (amountCents === null) {
    errors.add('amount', withdrawalValidation.invalidAmount);
  }
  errors.throwIfAny();
  // D15: after a "This wasn't me" report no money leaves until the password is reset.
  assertWithdrawalsAllowed(ctx, user);
  // D16: none for 24 hours after a credential change, and bank or crypto only to a destination past its hold.
  assertNoHold(ctx, user);
  // D22: with the allow-list on, a transfer goes only to a saved recipient past its hold.
  const savedRecipient = recipient ? transferRecipientOf(ctx, user, recipient.id) : undefined;
  const destination =
    method === 'Transfer' || method === null
      ? (savedRecipient ?? null)
      : usableDestination(
          ctx,
          user,
          targetOf(method, walletAddress, chain, bankAccount),
          requireProof,
        );

  const now = ctx.now();
  const withdrawal: WithdrawalRecord = {
    id: ctx.nextId('withdrawal'),
    userId: user.id,
    amountCents: amountCents ?? 0,
    method: method as WithdrawalMethod,
    status: 'pending',
    createdAt: isoAt(now),
    expiresAt: isoAt(now + WITHDRAWAL_TTL_MS),
    decidedAt: null,
    walletAddress,
    chain,
    bankAccount,
    recipientEmail: recipient?.email ?? null,
    recipientId: recipient?.id ?? null,
    // D11: the recipient's ledger names the sender as they were now, not after a later e-mail change.
    ...(recipient ? { senderEmail: user.email } : {}),
  };
  if (destination) withdrawal.destinationId = destination.id;
  // Checked and held in one synchronous step, so concurrent requests cannot both spend the same funds.
  account.heldCents += withdrawal.amountCents;
  account.updatedAt = withdrawal.createdAt;
  ctx.state.withdrawals.push(withdrawal);
  const times = await sendWithdrawalCode(ctx, user, withdrawal);
  return { ...withdrawalView(withdrawal), notification_sent: true, ...times };
}

function targetOf(
  method: 'Bank Transfer' | 'Cryptocurrency',
  walletAddress: string | null,
  chain: Chain | null,
  bankAccount: string | null,
): DestinationTarget {
  return method === 'Bank Transfer'
    ? { kind: 'bank', bankAccount: bankAccount ?? '' }
    : { kind: 'crypto', chain: chain ?? 'btc', address: walletAddress ?? '' };
}

/** The saved recipient a transfer goes through (none needed with the allow-list off); refuses one not usable. */
function transferRecipientOf(ctx: BackendContext, user: UserRecord, recipientId: number) {
  const book = addressBookOf(ctx, user);
  const saved = book.destinations.find((destination) => isRecipient(destination, recipientId));
  assertSavedRecipient(ctx, book.allowList, saved, saved ? heldDetail(saved) : undefined);
  return saved;
}

/** A destination removed from the book after the request was made takes its pending withdrawals with it. */
function assertDestinationKept(
  ctx: BackendContext,
  user: UserRecord,
  withdrawal: WithdrawalRecord,
) {
  if (withdrawal.destinationId === undefined) return;
  const kept = addressBookOf(ctx, user).destinations.some(
    (candidate) => candidate.id === withdrawal.destinationId,
  );
  if (!kept) throw new ApiError(400, { detail: serverTexts.destinationRemoved });
}

export function listWithdrawals(
  ctx: BackendContext,
  user: UserRecord,
  statusParam: string | null,
  methodParam: string | null,
) {
  const status = readStatusFilter(statusParam, statuses);
  const method = readStatusFilter(methodParam, methods, 'withdrawal_method');
  return ctx.state.withdrawals
    .filter(
      (w) =>
        w.userId === user.id &&
        (status === null || w.status === status) &&
        (method === null || w.method === method),
    )
    .sort(newestFirst)
    .map(withdrawalView);
}

function ownWithdrawal(ctx: BackendContext, user: UserRecord, id: number): WithdrawalRecord {
  const withdrawal = ctx.state.withdrawals.find(
    (candidate) => candidate.id === id && candidate.userId === user.id,
  );
  if (!withdrawal) throw new ApiError(404, { detail: serverTexts.notFound });
  return withdrawal;
}

/** Verify: an expired request answers 410 (its code can no longer work), a decided one 400. */
function verifiableWithdrawal(ctx: BackendContext, user: UserRecord, id: number): WithdrawalRecord {
  const withdrawal = ownWithdrawal(ctx, user, id);
  if (withdrawal.status === 'expired')
    throw new ApiError(410, { detail: codeCheckMessages.expired, code: 'code_expired' });
  if (withdrawal.status !== 'pending')
    throw new ApiError(400, { detail: serverTexts.withdrawalNotPending });
  return withdrawal;
}

export async function verifyWithdrawal(
  ctx: BackendContext,
  user: UserRecord,
  id: number,
  body: unknown,
) {
  const otp = requireOtp(asFields(body));
  assertWithdrawalsAllowed(ctx, user);
  assertNoHold(ctx, user);
  const found = verifiableWithdrawal(ctx, user, id);
  assertDestinationKept(ctx, user, found);
  // D22: an allow-list turned on after the transfer was asked for stops it reaching a recipient not saved.
  if (found.method === 'Transfer' && found.recipientId !== null)
    transferRecipientOf(ctx, user, found.recipientId);
  await checkCode(ctx, {
    purpose: 'withdrawal',
    subject: subjectOf(found),
    binding: bindingOf(found),
    otp,
    mode: 'consume',
  });
  const withdrawal = verifiableWithdrawal(ctx, user, id);
  const at = isoAt(ctx.now());
  const account = getAccount(ctx, user.id);
  account.heldCents -= withdrawal.amountCents;
  account.balanceCents -= withdrawal.amountCents;
  account.updatedAt = at;
  if (withdrawal.method === 'Transfer' && withdrawal.recipientId !== null) {
    const recipientAccount = getAccount(ctx, withdrawal.recipientId);
    recipientAccount.balanceCents += withdrawal.amountCents;
    recipientAccount.updatedAt = at;
  }
  withdrawal.status = 'approved';
  withdrawal.decidedAt = at;
  const message =
    withdrawal.method === 'Transfer' ? transferMessages.verified : withdrawalMessages.verified;
  return { message, withdrawal: { ...withdrawalView(withdrawal), status: 'approved' as const } };
}

export async function resendWithdrawalOtp(ctx: BackendContext, user: UserRecord, id: number) {
  const withdrawal = ownWithdrawal(ctx, user, id);
  // The contract gives resend-otp no 400 or 410: a request that is no longer pending has no code to resend.
  if (withdrawal.status !== 'pending')
    throw new ApiError(404, { detail: serverTexts.withdrawalNotPending });
  assertResendAllowed(ctx, 'withdrawal', subjectOf(withdrawal));
  const times = await sendWithdrawalCode(ctx, user, withdrawal);
  return { message: forgotPasswordMessages.newCodeSent, notification_sent: true, ...times };
}

/** Admin action (not HTTP): refuse a pending withdrawal and release its hold. */
export function rejectWithdrawal(ctx: BackendContext, id: number) {
  const withdrawal = ctx.state.withdrawals.find((candidate) => candidate.id === id);
  if (!withdrawal) throw new ApiError(404, { detail: serverTexts.notFound });
  if (withdrawal.status !== 'pending')
    throw new ApiError(400, { detail: serverTexts.withdrawalNotPending });
  release(ctx, withdrawal, 'rejected', ctx.now());
  return withdrawalView(withdrawal);
}
