// The stateful in-memory server behind every mock: framework-free, so handlers, tests and the demo inbox share it.
// It holds the state, the clock, the secret and the mail room; the contract's operations are `api` (api/apiTable.ts).
import * as addressBook from './addressBook';
import { bindApi, type BackendApi } from './api/apiTable';
import { systemClock, type Clock } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import * as deposits from './deposits';
import { canonicalEmail } from './emailAddress';
import { findUserByUndoableEmail } from './emailChangeUndo';
import { mailTextsFor } from './mailTexts';
import { centsToAmount } from './money';
import type * as passkeys from './passkeys';
import { MOCK_PBKDF2_ITERATIONS } from './passwordHashing';
import * as secondFactor from './secondFactor';
import { createSeedState } from './seed';
import { keyedHex, processSecret, type ServerSecret } from './serverSecret';
import type { BackendState, CodePurpose, OutboxMessage } from './state';
import { authenticate } from './tokens';
import {
  availableCents,
  findUserByEmail,
  getAccount,
  getUser,
  pruneUnverifiedSignups,
} from './users';
import * as withdrawals from './withdrawals';

export interface PendingDepositReview {
  id: number;
  email: string;
  amount: number;
  cryptoType: string | null;
  createdAt: string;
}

export interface MockBackendOptions {
  /** Milliseconds since the epoch; inject one to move time in tests. */
  clock?: Clock;
  /**
   * D15: the origins the app is served from, the only ones passkeys are accepted for (the first names
   * the relying party). In a page: that page's origin; the HTTP server passes its allowed origin.
   */
  webAuthnOrigins?: readonly string[];
  /**
   * Issue 24: the key of token signatures and code digests, never part of the state. Without one, the
   * process's own random secret (`processSecret`): a copy of the state then signs nobody in elsewhere.
   */
  secret?: ServerSecret;
  /** Issue 24: PBKDF2 iterations of new password hashes; 1,000 unless given (the HTTP server: 600,000). */
  passwordIterations?: number;
}

function pageOrigins(): string[] {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? [origin] : [];
}

const OUTBOX_LIMIT = 200;

export class MockBackend implements BackendContext {
  state: BackendState;
  readonly now: Clock;
  private readonly changeListeners = new Set<() => void>();
  private readonly mailListeners = new Set<(message: OutboxMessage) => void>();

  readonly webAuthnSite: passkeys.WebAuthnSite;
  readonly passwordIterations: number;
  #secret: ServerSecret;
  /** The contract's operations, run as their handlers run them: `backend.api.getProfile(userId)`. */
  readonly api: BackendApi = bindApi(this);

  constructor(options: MockBackendOptions = {}, state: BackendState = createSeedState()) {
    this.now = options.clock ?? systemClock;
    this.webAuthnSite = { origins: options.webAuthnOrigins ?? pageOrigins() };
    this.passwordIterations = options.passwordIterations ?? MOCK_PBKDF2_ITERATIONS;
    this.#secret = options.secret ?? processSecret;
    this.state = state;
  }

  /** Issue 24: HMAC-SHA256 under the secret (a private field: not in the state, `toJSON()` or a console dump). */
  keyedHash(data: string): string {
    return keyedHex(this.#secret, data);
  }

  /** The in-browser demo: every tab of the browser takes the one secret kept beside the saved state. */
  useSecret(secret: ServerSecret): void {
    this.#secret = secret;
  }

  // ---- state: snapshot, restore, reset -------------------------------------------------------------------------

  static fromJSON(snapshot: BackendState | string, options: MockBackendOptions = {}): MockBackend {
    return new MockBackend(options, MockBackend.parseSnapshot(snapshot));
  }

  private static parseSnapshot(snapshot: BackendState | string): BackendState {
    const state = (
      typeof snapshot === 'string' ? JSON.parse(snapshot) : structuredClone(snapshot)
    ) as BackendState;
    if (state?.version !== 5 || !Array.isArray(state.users))
      throw new Error('Not a mock backend snapshot (version 5).');
    return state;
  }

  toJSON(): BackendState {
    return structuredClone(this.state);
  }

  /** Replaces the whole state (another tab saved a newer snapshot). Listeners hear `restored`, not a change to save. */
  restore(snapshot: BackendState | string): void {
    this.state = MockBackend.parseSnapshot(snapshot);
    this.emitChange();
  }

  reset(): void {
    this.state = createSeedState();
    this.emitChange();
  }

  // ---- context for the domain modules --------------------------------------------------------------------------

  nextId(kind: keyof BackendState['nextId']): number {
    const id = this.state.nextId[kind];
    this.state.nextId[kind] = id + 1;
    return id;
  }

  sendMail(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    // D16: an owner's anti-phishing phrase heads every e-mail sent to their address, in their language (D18).
    // D22: an address the account had in the last 7 days is still written to as the account's.
    const owner = findUserByEmail(this, message.to) ?? findUserByUndoableEmail(this, message.to);
    const phrase = owner ? this.state.security[String(owner.id)]?.antiPhishingPhrase : null;
    const sent: OutboxMessage = {
      ...message,
      body:
        owner && phrase
          ? `${mailTextsFor(owner.language).antiPhishingLine(phrase)}\n\n${message.body}`
          : message.body,
      id: this.nextId('message'),
      sentAt: isoAt(this.now()),
    };
    this.state.outbox.push(sent);
    if (this.state.outbox.length > OUTBOX_LIMIT)
      this.state.outbox.splice(0, this.state.outbox.length - OUTBOX_LIMIT);
    for (const listener of this.mailListeners) listener(sent);
    return sent;
  }

  // ---- listeners -------------------------------------------------------------------------------------------------

  /** Called after every call that may have changed the state (persistence saves then). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Called when the server "sends" an e-mail (the demo inbox panel listens). */
  onMail(listener: (message: OutboxMessage) => void): () => void {
    this.mailListeners.add(listener);
    return () => this.mailListeners.delete(listener);
  }

  private emitChange(): void {
    for (const listener of this.changeListeners) listener();
  }

  /**
   * Every call first lapses overdue withdrawals and forgets day-old unconfirmed sign-ups (issue 24);
   * mutating calls then announce a change, failed or not.
   */
  async write<T>(run: () => T | Promise<T>): Promise<T> {
    withdrawals.expireLapsedWithdrawals(this);
    pruneUnverifiedSignups(this);
    try {
      return await run();
    } finally {
      this.emitChange();
    }
  }

  read<T>(run: () => T): T {
    const pendingBefore = this.state.withdrawals.filter((w) => w.status === 'pending').length;
    withdrawals.expireLapsedWithdrawals(this);
    if (this.state.withdrawals.filter((w) => w.status === 'pending').length !== pendingBefore)
      this.emitChange();
    return run();
  }

  // ---- outbox helpers (tests, demo inbox) -----------------------------------------------------------------------

  outbox(to?: string): OutboxMessage[] {
    const wanted = to === undefined ? undefined : canonicalEmail(to);
    return this.state.outbox
      .filter((message) => wanted === undefined || message.to === wanted)
      .map((message) => ({ ...message }));
  }

  latestCode(to: string, purpose?: CodePurpose): string | undefined {
    return (
      this.outbox(to)
        .filter((message) => message.code !== null)
        .filter((message) => purpose === undefined || message.purpose === purpose)
        .at(-1)?.code ?? undefined
    );
  }

  /** The code an authenticator app holding this user's secret shows now (tests and the demo inbox). */
  authenticatorCode(email: string, at?: number): string | undefined {
    const user = findUserByEmail(this, email);
    return user ? secondFactor.currentAuthenticatorCode(this, user, at) : undefined;
  }

  /** The demo inbox's stand-in for a phone: each account with an authenticator app (on or being set up). */
  authenticatorCodes(): { email: string; code: string }[] {
    return this.state.users.flatMap((user) => {
      const code = secondFactor.currentAuthenticatorCode(this, user);
      return code ? [{ email: user.email, code }] : [];
    });
  }

  // ---- test and demo helpers -------------------------------------------------------------------------------------

  userIdByEmail(email: string): number | undefined {
    return findUserByEmail(this, email)?.id;
  }

  /** Settled, held and available funds of a user, in USD. */
  fundsOf(email: string): { balance: number; held: number; available: number } {
    const user = findUserByEmail(this, email);
    if (!user) throw new Error(`No user ${email}`);
    const account = getAccount(this, user.id);
    return {
      balance: centsToAmount(account.balanceCents),
      held: centsToAmount(account.heldCents),
      available: centsToAmount(availableCents(account)),
    };
  }

  /** Every user's deposits awaiting a decision, oldest first: the demo's back office lists them. */
  pendingDepositsForReview(): PendingDepositReview[] {
    return this.state.deposits
      .filter((deposit) => deposit.status === 'pending')
      .map((deposit) => ({
        id: deposit.id,
        email: getUser(this, deposit.userId).email,
        amount: centsToAmount(deposit.amountCents),
        cryptoType: deposit.cryptoType,
        createdAt: deposit.createdAt,
      }));
  }

  approveDeposit(id: number) {
    return this.write(() => deposits.approveDeposit(this, id));
  }

  rejectDeposit(id: number) {
    return this.write(() => deposits.rejectDeposit(this, id));
  }

  rejectWithdrawal(id: number) {
    return this.write(() => withdrawals.rejectWithdrawal(this, id));
  }

  /** The user behind `Authorization: JWT <token>`, or ApiError 401 token_not_valid. */
  authenticate(authorization: string | null): number {
    return authenticate(this, authorization);
  }

  /**
   * Stories, tests and the demo: a destination saved and confirmed `ageMs` ago (D16), so 24 hours or more is usable
   * and less is still held. Answers its id.
   */
  saveDestination(
    email: string,
    target:
      | (Exclude<addressBook.DestinationTarget, { kind: 'recipient' }> & { label: string })
      | { kind: 'recipient'; recipientEmail: string; label: string },
    ageMs: number,
  ): Promise<number> {
    return this.write(() => {
      const user = findUserByEmail(this, email);
      if (!user) throw new Error(`No user ${email}`);
      const named = (recipientEmail: string) => {
        const recipient = findUserByEmail(this, recipientEmail);
        if (!recipient) throw new Error(`No user ${recipientEmail}`);
        return recipient;
      };
      const saved: addressBook.DestinationTarget & { label: string } =
        target.kind === 'recipient'
          ? { kind: 'recipient', recipient: named(target.recipientEmail), label: target.label }
          : target;
      return addressBook.saveConfirmedDestination(this, user, saved, this.now() - ageMs).id;
    });
  }

  /** Stories, tests and the demo: the user's authenticator app already on; answers its backup codes. */
  turnOnAuthenticator(email: string, secret?: string): Promise<string[]> {
    return this.write(() => {
      const user = findUserByEmail(this, email);
      if (!user) throw new Error(`No user ${email}`);
      return secondFactor.turnOnAuthenticatorNow(this, user, secret);
    });
  }
}
