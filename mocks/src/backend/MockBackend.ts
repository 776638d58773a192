// The stateful in-memory server behind every mock: framework-free, so handlers, tests and the demo inbox share it.
import * as auth from './auth';
import { systemClock, type Clock } from './clock';
import type { BackendContext } from './context';
import { isoAt } from './context';
import * as copyTraders from './copyTraders';
import * as deposits from './deposits';
import { canonicalEmail } from './emailAddress';
import { forexQuotes } from './forexQuotes';
import { listHoldings } from './holdings';
import { listTraders } from './traderDirectory';
import { idempotent } from './idempotency';
import { centsToAmount } from './money';
import { portfolioHistory, readRange } from './portfolioHistory';
import * as profile from './profile';
import * as secondFactor from './secondFactor';
import * as passkeys from './passkeys';
import { followDisownLink } from './disownLinks';
import { findUserByUndoableEmail } from './emailChangeUndo';
import { requireStepUp, stepUp, stepUpPasskeyOptions, stepUpWithPasskey } from './stepUp';
import * as sessions from './sessions';
import type { ClientInfo } from './sessions';
import { listTransactions, type TransactionQuery } from './transactions';
import { jsonRequestDigest, multipartRequestDigest } from './requestDigest';
import { createSeedState } from './seed';
import { MOCK_PBKDF2_ITERATIONS } from './passwordHashing';
import { keyedHex, processSecret, type ServerSecret } from './serverSecret';
import { mailTextsFor } from './mailTexts';
import { FieldErrorCollector, asFields, requireText } from './requestFields';
import type { BackendState, CodePurpose, OutboxMessage } from './state';
import * as subscriptions from './subscriptions';
import { accessTokenFamily, authenticate, revokeFamily } from './tokens';
import {
  availableCents,
  findUserByEmail,
  getAccount,
  getUser,
  pruneUnverifiedSignups,
} from './users';
import { balanceView } from './views';
import * as addressBook from './addressBook';
import * as withdrawals from './withdrawals';

function readCode(body: unknown): string {
  const errors = new FieldErrorCollector();
  const code = requireText(asFields(body), 'authentication_code', errors);
  errors.throwIfAny();
  return code ?? '';
}

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
  private async mutate<T>(run: () => T | Promise<T>): Promise<T> {
    withdrawals.expireLapsedWithdrawals(this);
    pruneUnverifiedSignups(this);
    try {
      return await run();
    } finally {
      this.emitChange();
    }
  }

  private read<T>(run: () => T): T {
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
    return this.mutate(() => deposits.approveDeposit(this, id));
  }

  rejectDeposit(id: number) {
    return this.mutate(() => deposits.rejectDeposit(this, id));
  }

  rejectWithdrawal(id: number) {
    return this.mutate(() => withdrawals.rejectWithdrawal(this, id));
  }

  // ---- auth --------------------------------------------------------------------------------------------------------

  /** The user behind `Authorization: JWT <token>`, or ApiError 401 token_not_valid. */
  authenticate(authorization: string | null): number {
    return authenticate(this, authorization);
  }

  login(body: unknown, client?: ClientInfo) {
    return this.mutate(() => auth.login(this, body, client));
  }

  logout(userId: number, body: unknown) {
    return this.mutate(() => auth.logout(this, getUser(this, userId), body));
  }

  signup(body: unknown) {
    return this.mutate(() => auth.signup(this, body));
  }

  verifySignupOtp(body: unknown, client?: ClientInfo) {
    return this.mutate(() => auth.verifySignupOtp(this, body, client));
  }

  resendSignupOtp(body: unknown) {
    return this.mutate(() => auth.resendSignupOtp(this, body));
  }

  requestForgotPassword(body: unknown) {
    return this.mutate(() => auth.requestForgotPassword(this, body));
  }

  verifyForgotPasswordOtp(body: unknown) {
    return this.mutate(() => auth.verifyForgotPasswordOtp(this, body));
  }

  resendForgotPasswordOtp(body: unknown) {
    return this.mutate(() => auth.resendForgotPasswordOtp(this, body));
  }

  resetPassword(body: unknown) {
    return this.mutate(() => auth.resetPassword(this, body));
  }

  loginSecondFactor(body: unknown, client?: ClientInfo) {
    return this.mutate(() => auth.loginSecondFactor(this, body, client));
  }

  passkeyLoginOptions() {
    return this.mutate(() => auth.passkeyLoginOptions(this, this.webAuthnSite));
  }

  loginWithPasskey(body: unknown, client?: ClientInfo) {
    return this.mutate(() => auth.loginWithPasskey(this, this.webAuthnSite, body, client));
  }

  followDisownLink(body: unknown) {
    return this.mutate(() => followDisownLink(this, body));
  }

  refreshToken(body: unknown) {
    return this.mutate(() => auth.refreshToken(this, body));
  }

  // ---- profile -----------------------------------------------------------------------------------------------------

  getProfile(userId: number) {
    return this.read(() => profile.getProfile(getUser(this, userId)));
  }

  /** A new e-mail needs this session's step-up proof (D15). */
  requestProfileChange(
    userId: number,
    body: unknown,
    authorization: string | null = null,
    stepUpToken: string | null = null,
  ) {
    return this.mutate(() =>
      profile.requestProfileChange(this, getUser(this, userId), body, {
        family: accessTokenFamily(this, authorization),
        stepUpToken,
      }),
    );
  }

  verifyProfileChange(userId: number, body: unknown) {
    return this.mutate(() => profile.verifyProfileChange(this, getUser(this, userId), body));
  }

  updateNotificationPreferences(userId: number, body: unknown) {
    return this.mutate(() =>
      profile.updateNotificationPreferences(this, getUser(this, userId), body),
    );
  }

  /** With a second factor on, it needs this session's step-up proof (D15). */
  requestPasswordChange(
    userId: number,
    body: unknown,
    authorization: string | null = null,
    stepUpToken: string | null = null,
  ) {
    return this.mutate(() =>
      profile.requestPasswordChange(this, getUser(this, userId), body, {
        family: accessTokenFamily(this, authorization),
        stepUpToken,
      }),
    );
  }

  // ---- security settings (D15) -----------------------------------------------------------------------------------

  stepUp(userId: number, body: unknown, authorization: string | null = null) {
    return this.mutate(() =>
      stepUp(this, getUser(this, userId), accessTokenFamily(this, authorization), body),
    );
  }

  stepUpPasskeyOptions(userId: number, authorization: string | null = null) {
    return this.mutate(() =>
      stepUpPasskeyOptions(
        this,
        getUser(this, userId),
        accessTokenFamily(this, authorization),
        this.webAuthnSite,
      ),
    );
  }

  stepUpWithPasskey(userId: number, body: unknown, authorization: string | null = null) {
    return this.mutate(() =>
      stepUpWithPasskey(
        this,
        getUser(this, userId),
        accessTokenFamily(this, authorization),
        this.webAuthnSite,
        body,
      ),
    );
  }

  listPasskeys(userId: number) {
    return this.read(() => passkeys.listPasskeys(this, getUser(this, userId)));
  }

  passkeyRegistrationOptions(
    userId: number,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      passkeys.registrationOptions(this, user, this.webAuthnSite),
    );
  }

  addPasskey(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      passkeys.addPasskey(this, user, this.webAuthnSite, body),
    );
  }

  removePasskey(
    userId: number,
    id: string,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      passkeys.removePasskey(this, user, id),
    );
  }

  getSecuritySettings(userId: number) {
    return this.read(() => secondFactor.securitySettingsView(this, getUser(this, userId)));
  }

  /** Runs a change that needs this session's step-up proof from the last 5 minutes. */
  private steppedUp<T>(
    userId: number,
    authorization: string | null,
    stepUpToken: string | null,
    change: (user: ReturnType<typeof getUser>) => T | Promise<T>,
  ): Promise<T> {
    return this.mutate(() => {
      const user = getUser(this, userId);
      requireStepUp(this, user, accessTokenFamily(this, authorization), stepUpToken);
      return change(user);
    });
  }

  /** `secret` is for stories and screenshots only (`DEMO_TOTP_SECRET`); the API always makes a new one. */
  beginTotpSetup(
    userId: number,
    authorization: string | null,
    stepUpToken: string | null,
    secret?: string,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.beginTotpSetup(this, user, secret),
    );
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
    return this.mutate(() => {
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
    return this.mutate(() => {
      const user = findUserByEmail(this, email);
      if (!user) throw new Error(`No user ${email}`);
      return secondFactor.turnOnAuthenticatorNow(this, user, secret);
    });
  }

  enableTotp(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.enableTotp(this, user, readCode(body)),
    );
  }

  disableTotp(userId: number, authorization: string | null, stepUpToken: string | null) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.disableTotp(this, user),
    );
  }

  renewBackupCodes(userId: number, authorization: string | null, stepUpToken: string | null) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.renewBackupCodes(this, user),
    );
  }

  setAntiPhishingPhrase(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.setAntiPhishingPhrase(this, user, asFields(body).anti_phishing_phrase),
    );
  }

  setIdleTimeout(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      secondFactor.setIdleTimeout(this, user, asFields(body).idle_timeout_minutes),
    );
  }

  /** `authorization` identifies the session that stays signed in; every other session of the user ends. */
  verifyPasswordChange(userId: number, body: unknown, authorization: string | null = null) {
    return this.mutate(() =>
      profile.verifyPasswordChange(
        this,
        getUser(this, userId),
        body,
        accessTokenFamily(this, authorization),
      ),
    );
  }

  listAccountActivity(userId: number, limit: string | null = null) {
    return this.read(() => profile.listAccountActivity(this, getUser(this, userId), limit));
  }

  recordManualRefresh(userId: number) {
    return this.mutate(() => profile.recordManualRefresh(this, getUser(this, userId)));
  }

  // ---- sessions (D12) ------------------------------------------------------------------------------------------

  /** `authorization` marks the caller's own session as `current`. */
  listSessions(userId: number, authorization: string | null = null) {
    return this.read(() =>
      sessions.listSessions(this, getUser(this, userId), accessTokenFamily(this, authorization)),
    );
  }

  revokeSession(userId: number, id: string, authorization: string | null = null) {
    return this.mutate(() =>
      sessions.revokeOneSession(
        this,
        getUser(this, userId),
        id,
        accessTokenFamily(this, authorization),
        (family) => revokeFamily(this, family),
      ),
    );
  }

  revokeOtherSessions(userId: number, authorization: string | null = null) {
    return this.mutate(() =>
      sessions.revokeOtherSessions(
        this,
        getUser(this, userId),
        accessTokenFamily(this, authorization),
        (family) => revokeFamily(this, family),
      ),
    );
  }

  // ---- money -------------------------------------------------------------------------------------------------------

  listBalances(userId: number) {
    return this.read(() => [balanceView(getAccount(this, getUser(this, userId).id))]);
  }

  listAccountSummaries(userId: number) {
    return this.read(() =>
      this.state.summaries
        .filter((summary) => summary.userId === getUser(this, userId).id)
        .map((summary) => ({
          profit_loss: centsToAmount(summary.profitLossCents),
          margin: centsToAmount(summary.marginCents),
          opened_position: summary.openedPosition,
        })),
    );
  }

  /** D11: the merged ledger, a page at a time. */
  listTransactions(
    userId: number,
    query: TransactionQuery = { type: null, page: null, pageSize: null },
  ) {
    return this.read(() => listTransactions(this, getUser(this, userId), query));
  }

  listDeposits(userId: number, status: string | null = null) {
    return this.read(() => deposits.listDeposits(this, getUser(this, userId), status));
  }

  createDeposit(userId: number, form: deposits.DepositForm, idempotencyKey: string | null) {
    const request = () => multipartRequestDigest('POST', '/api/deposits/', { ...form });
    return this.mutate(() =>
      idempotent(this, { userId, key: idempotencyKey, request }, async () =>
        deposits.createDeposit(this, getUser(this, userId), form),
      ),
    );
  }

  listWithdrawals(userId: number, status: string | null = null, method: string | null = null) {
    return this.read(() =>
      withdrawals.listWithdrawals(this, getUser(this, userId), status, method),
    );
  }

  /**
   * Withdrawals and transfers (`withdrawal_method: 'Transfer'`) alike. The step-up proof is read only when
   * the withdrawal would save a new destination (D16).
   */
  createWithdrawal(
    userId: number,
    body: unknown,
    idempotencyKey: string | null,
    authorization: string | null = null,
    stepUpToken: string | null = null,
  ) {
    const request = () => jsonRequestDigest('POST', '/api/withdrawals/', body);
    return this.mutate(() =>
      idempotent(this, { userId, key: idempotencyKey, request }, async () => {
        const user = getUser(this, userId);
        const requireProof = () =>
          requireStepUp(this, user, accessTokenFamily(this, authorization), stepUpToken);
        return withdrawals.createWithdrawal(this, user, body, requireProof);
      }),
    );
  }

  // ---- D16: the address book ---------------------------------------------------------------------------------

  listWithdrawalDestinations(userId: number) {
    return this.read(() => addressBook.listDestinations(this, getUser(this, userId)));
  }

  addWithdrawalDestination(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      addressBook.addDestination(this, user, body),
    );
  }

  verifyWithdrawalDestination(userId: number, id: number, body: unknown) {
    return this.mutate(() => addressBook.verifyDestination(this, getUser(this, userId), id, body));
  }

  resendWithdrawalDestinationCode(userId: number, id: number) {
    return this.mutate(() => addressBook.resendDestinationCode(this, getUser(this, userId), id));
  }

  removeWithdrawalDestination(userId: number, id: number) {
    return this.mutate(() => addressBook.removeDestination(this, getUser(this, userId), id));
  }

  setWithdrawalAllowList(
    userId: number,
    body: unknown,
    authorization: string | null,
    stepUpToken: string | null,
  ) {
    return this.steppedUp(userId, authorization, stepUpToken, (user) =>
      addressBook.setAllowList(this, user, body),
    );
  }

  verifyWithdrawal(userId: number, id: number, body: unknown) {
    return this.mutate(() => withdrawals.verifyWithdrawal(this, getUser(this, userId), id, body));
  }

  resendWithdrawalOtp(userId: number, id: number) {
    return this.mutate(() => withdrawals.resendWithdrawalOtp(this, getUser(this, userId), id));
  }

  listPackages() {
    return subscriptions.listPackages();
  }

  subscribePackage(userId: number, packageId: string, idempotencyKey: string | null) {
    const request = () => jsonRequestDigest('POST', `/api/packages/${packageId}/subscribe/`);
    return this.mutate(() =>
      idempotent(this, { userId, key: idempotencyKey, request }, async () =>
        subscriptions.subscribePackage(this, getUser(this, userId), packageId),
      ),
    );
  }

  listCopyTraders(userId: number) {
    return this.read(() => copyTraders.listCopyTraders(this, getUser(this, userId)));
  }

  /** D13: a retried join with its Idempotency-Key gets the first answer, not the duplicate refusal. */
  joinCopyTrader(userId: number, body: unknown, idempotencyKey: string | null) {
    const request = () => jsonRequestDigest('POST', '/api/copy-traders/', body);
    return this.mutate(() =>
      idempotent(this, { userId, key: idempotencyKey, request }, async () =>
        copyTraders.joinCopyTrader(this, getUser(this, userId), body),
      ),
    );
  }

  updateCopyTrader(userId: number, code: string, body: unknown) {
    return this.mutate(() => copyTraders.updateCopyTrader(this, getUser(this, userId), code, body));
  }

  stopCopyTrader(userId: number, code: string) {
    return this.mutate(() => copyTraders.stopCopyTrader(this, getUser(this, userId), code));
  }

  listTraders() {
    return listTraders();
  }

  listHoldings(userId: number) {
    return this.read(() => listHoldings(this, getUser(this, userId)));
  }

  getPortfolioHistory(userId: number, range: string | null) {
    // D10: built from the ledger; it ends at the available balance plus the account summary's profit.
    return this.read(() => portfolioHistory(this, getUser(this, userId), readRange(range)));
  }

  getForexQuotes(symbols: string | null) {
    return forexQuotes(symbols, this.now());
  }
}
