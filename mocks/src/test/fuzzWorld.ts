// The fuzz test's world: one mock backend on a manual clock, and two users signed up through the API, each with a
// funded balance and a pending withdrawal, so each has data the other must never read or change.
import { DAY, createManualClock } from '../backend/clock';
import { MockBackend } from '../backend/MockBackend';
import { SEED_NOW } from '../backend/seed';
import type { BackendState, CodePurpose } from '../backend/state';
import type { OperationId } from '../handlers/operations';
import type { DocumentedOperation } from './openapiSchemas';
import type { FuzzRequest } from './hostileRequests';

export type ActorName = 'a' | 'b';

export interface Actor {
  name: ActorName;
  userId: number;
  email: string;
  /** The start of the username, which never changes: it marks the user's data in anyone's answers. */
  marker: string;
  access: string;
  refresh: string;
  /** The last step-up proof a hinted request earned (D15). */
  stepUpToken?: string;
  /** The last sign-in challenge a hinted sign-in was answered with (the state keeps only its digest). */
  signInChallenge?: string;
}

/** Every fuzz user's password: a password change or reset always sets the same one, so sign-in keeps working. */
export const FUZZ_PASSWORD = 'FuzzPass123!';

/** D15: the operations that take a step-up proof, as the contract says (its `X-Step-Up-Token` header). */
export function takesStepUp(operation: DocumentedOperation): boolean {
  return operation.parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name === 'X-Step-Up-Token',
  );
}

const codePurposes: Partial<Record<OperationId, CodePurpose>> = {
  verifySignupOtp: 'signup',
  verifyForgotPasswordOtp: 'forgot_password',
  resetPassword: 'forgot_password',
  verifyProfileChange: 'profile_change',
  verifyPasswordChange: 'password_change',
  verifyWithdrawal: 'withdrawal',
  verifyWithdrawalDestination: 'destination',
};
/** D16: one valid address per chain, so a hinted destination passes the chain check. */
export const fuzzAddresses: Record<string, string> = {
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  bnb: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  trx: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  sol: 'D8q2RxwB58FhoaWTzHmXCNUyhq44uXHXbKGCrH2BVj7u',
};
const destinationOperations = new Set<OperationId>([
  'verifyWithdrawalDestination',
  'resendWithdrawalDestinationCode',
  'removeWithdrawalDestination',
]);
const walletCoins: Record<string, string> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  usdt_trc20: 'USDT (TRC20)',
};

export class FuzzWorld {
  readonly clock = createManualClock(SEED_NOW);
  readonly backend = new MockBackend({
    clock: this.clock.now,
    webAuthnOrigins: ['https://app.tradingplatform.test'],
  });
  actors = {} as Record<ActorName, Actor>;
  /** The e-mail of the last sign-up a hinted request made, for its code. */
  lastSignupEmail: string | null = null;
  private counter = 0;

  reset(): void {
    this.clock.set(new Date(SEED_NOW).getTime());
    this.backend.reset();
    this.lastSignupEmail = null;
  }

  next(): number {
    this.counter += 1;
    return this.counter;
  }

  other(actor: Actor): Actor {
    return this.actors[actor.name === 'a' ? 'b' : 'a'];
  }

  user(actor: Actor) {
    const user = this.backend.state.users.find((candidate) => candidate.id === actor.userId);
    if (!user) throw new Error(`fuzz user ${actor.name} is gone`);
    return user;
  }

  /** The harness, not the API under test, keeps each actor signed in (a logout or reset ends sessions). */
  async ensureSignedIn(actor: Actor): Promise<void> {
    actor.email = this.user(actor).email;
    try {
      this.backend.authenticate(`JWT ${actor.access}`);
      return;
    } catch {
      // signed out: sign in again below
    }
    try {
      const tokens = await this.backend.api
        .login({ email: actor.email, password: FUZZ_PASSWORD })
        .catch((error: { body?: { code?: unknown; challenge?: unknown } }) => {
          if (error.body?.code !== 'second_factor_required') throw error;
          // D15: the authenticator app is on; a code of the next time step (this one may be used).
          this.clock.advance(30_000);
          return this.backend.api.loginSecondFactor({
            challenge: error.body.challenge,
            authentication_code: this.backend.authenticatorCode(actor.email),
          });
        });
      actor.access = tokens.access_token;
      actor.refresh = tokens.refresh_token;
    } catch {
      // e.g. an e-mail change left the address unverified: the actor goes on without a valid token
    }
  }

  /** A hinted sensitive change is made by a user who has just proven their password (and code) again. */
  async stepUpFor(operation: DocumentedOperation, actor: Actor): Promise<void> {
    if (!takesStepUp(operation)) return;
    try {
      const proof = await this.backend.api.stepUp(
        actor.userId,
        {
          password: FUZZ_PASSWORD,
          authentication_code: this.backend.authenticatorCode(
            actor.email,
            this.clock.now() + 30_000,
          ),
        },
        `JWT ${actor.access}`,
      );
      actor.stepUpToken = proof.step_up_token;
    } catch {
      // e.g. sign-ins paused after wrong passwords: the request goes on with whatever proof the actor had
    }
  }

  /** Where a code of `purpose` went: a sign-up's address, an e-mail change's new address, else the actor's. */
  private codeAddress(purpose: CodePurpose, email: string, actor: Actor): string {
    if (purpose === 'signup') return email;
    if (purpose !== 'profile_change') return actor.email;
    const pending = Object.values(this.backend.state.codes).find(
      (code) => code.purpose === purpose && code.subject === `user:${actor.userId}`,
    );
    return pending?.address ?? actor.email;
  }

  /** D22: the newest This wasn't me link the actor got, at its address or one it had in the last 7 days. */
  private latestLinkToken(actor: Actor): string | undefined {
    const security = this.backend.state.security[String(actor.userId)];
    const addresses = new Set([actor.email, ...(security?.emailUndo ?? []).map((e) => e.address)]);
    return this.backend
      .outbox()
      .findLast((message) => message.link !== undefined && addresses.has(message.to))
      ?.link?.split('#')[1];
  }

  /** The actor's newest saved destination (one awaiting its code first, for verify and resend). */
  latestDestinationId(actor: Actor): number | undefined {
    const destinations = this.backend.state.addressBooks[String(actor.userId)]?.destinations ?? [];
    return (
      destinations.findLast((destination) => destination.usableAt === null) ?? destinations.at(-1)
    )?.id;
  }

  latestWithdrawalId(actor: Actor, pendingOnly: boolean): number | undefined {
    return this.backend.state.withdrawals
      .filter((w) => w.userId === actor.userId && (!pendingOnly || w.status === 'pending'))
      .at(-1)?.id;
  }

  /** `request` with the values the actor knows in place of random ones, so flows can succeed. */
  hinted(operation: DocumentedOperation, request: FuzzRequest, actor: Actor): FuzzRequest {
    const operationId = operation.operationId as OperationId;
    const other = this.other(actor);
    const body = isObject(request.body) ? { ...request.body } : request.body;
    const path = { ...request.path };
    const query = { ...request.query };
    const header = { ...request.header };
    if ('Idempotency-Key' in header) header['Idempotency-Key'] = `fuzz-key-${this.next()}`;
    if (takesStepUp(operation) && actor.stepUpToken) header['X-Step-Up-Token'] = actor.stepUpToken;
    if ('id' in path) {
      if (operationId === 'subscribePackage') path.id = 'basic';
      else if (operationId === 'revokeSession')
        path.id =
          this.backend.state.sessions.findLast((session) => session.userId === actor.userId)?.id ??
          path.id;
      else if (operationId === 'getCoinMarketChart') path.id = 'bitcoin';
      else if (destinationOperations.has(operationId))
        path.id = this.latestDestinationId(actor) ?? path.id;
      else path.id = this.latestWithdrawalId(actor, true) ?? path.id;
    }
    if ('ids' in query) query.ids = 'bitcoin,ethereum';
    // Issue 24's export cursor: a page number or the cursor, not both.
    if (operationId === 'listTransactions' && 'after' in query) delete query.page;
    if ('symbols' in query) query.symbols = 'EURUSD,GBPUSD';
    if (isObject(body)) {
      const purpose = codePurposes[operationId];
      const email =
        operationId === 'signup'
          ? `new-${this.next()}@fuzz.example`
          : operationId === 'verifySignupOtp'
            ? (this.lastSignupEmail ?? actor.email)
            : actor.email;
      if ('email' in body) body.email = email;
      if (purpose && 'otp' in body)
        body.otp =
          this.backend.latestCode(this.codeAddress(purpose, email, actor), purpose) ?? body.otp;
      for (const name of [
        'password',
        'verify_password',
        'old_password',
        'new_password',
        'confirm_password',
      ])
        if (name in body) body[name] = FUZZ_PASSWORD;
      if ('refresh_token' in body) body.refresh_token = actor.refresh;
      if ('authentication_code' in body)
        body.authentication_code =
          this.backend.authenticatorCode(actor.email) ?? body.authentication_code;
      if ('challenge' in body) body.challenge = actor.signInChallenge ?? body.challenge;
      if ('token' in body) body.token = this.latestLinkToken(actor) ?? body.token;
      // D22: now and then a plain new address, so e-mail changes are confirmed and undone.
      if ('new_email' in body && this.next() % 2 === 0)
        body.new_email = `moved-${this.next()}@fuzz.example`;
      if ('recipient_email' in body) body.recipient_email = other.email;
      if (operationId === 'createWithdrawal') {
        body.amount = 5 + (Math.round(Math.abs(Number(body.amount)) * 100) % 5_000) / 100;
        // D16: mostly to a destination the actor saved (usable or still held), else a new one.
        const saved = this.backend.state.addressBooks[String(actor.userId)]?.destinations ?? [];
        const pick = saved[this.next() % (saved.length + 1)];
        if (pick?.kind === 'bank') {
          body.withdrawal_method = 'Bank Transfer';
          body.bank_account = pick.bankAccount;
        } else if (pick) {
          body.withdrawal_method = 'Cryptocurrency';
          body.chain = pick.chain;
          body.wallet_address = pick.address;
        } else if (typeof body.chain === 'string' && body.chain in fuzzAddresses) {
          body.withdrawal_method = 'Cryptocurrency';
          body.wallet_address = fuzzAddresses[body.chain];
          // A new address saves a destination, which needs the proof: sometimes it comes without one.
          if (this.next() % 2 === 0) delete header['X-Step-Up-Token'];
        }
      }
      if (operationId === 'addWithdrawalDestination') {
        if (typeof body.chain === 'string')
          body.address = fuzzAddresses[body.chain] ?? body.address;
        // A new account number each time, so a saved one is not refused as saved twice.
        if ('bank_account' in body)
          body.bank_account = `DE${String(this.next()).padStart(20, '0')}`;
      }
      if (operationId === 'createDeposit') {
        body.amount = String(200 + (this.next() % 800));
        body.payment_method = 'Cryptocurrency';
        body.cryptoType = walletCoins[String(body.wallet_id)] ?? 'BTC';
      }
    }
    return { ...request, path, query, header, body };
  }

  /**
   * The other user's id in place of the actor's: their newest withdrawal, whatever its state. With hints, the code
   * is theirs too, as if it had leaked: the id must still not let the actor act on it.
   */
  withOthersIds(
    operationId: OperationId,
    request: FuzzRequest,
    actor: Actor,
    hints: boolean,
  ): FuzzRequest {
    const other = this.other(actor);
    const id = destinationOperations.has(operationId)
      ? this.latestDestinationId(other)
      : this.latestWithdrawalId(other, false);
    if (id === undefined) return request;
    const body = isObject(request.body) ? { ...request.body } : request.body;
    if (hints && isObject(body) && 'otp' in body)
      body.otp =
        this.backend.latestCode(
          other.email,
          destinationOperations.has(operationId) ? 'destination' : 'withdrawal',
        ) ?? body.otp;
    return { ...request, path: { ...request.path, id }, body };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A user's own records in `state`, as far as another user's request could reach them. Replies, tokens and codes that
 * expired by `now` are left out: any request may prune those, and that is no change of the user's data.
 */
export function privateRecords(state: BackendState, actor: Actor, now: number) {
  const id = actor.userId;
  const withdrawalSubjects = state.withdrawals
    .filter((w) => w.userId === id)
    .map((w) => `withdrawal:${w.id}`);
  const subjects = new Set([actor.email, `user:${id}`, ...withdrawalSubjects]);
  const account = state.accounts.find((candidate) => candidate.userId === id);
  return {
    user: state.users.find((user) => user.id === id),
    account: account && { ...account, balanceCents: 0, updatedAt: '' },
    deposits: state.deposits.filter((d) => d.userId === id),
    withdrawals: state.withdrawals.filter((w) => w.userId === id),
    subscriptions: state.subscriptions.filter((s) => s.userId === id),
    copyTraders: state.copyTraders.filter((c) => c.userId === id),
    activity: state.activity.filter((a) => a.userId === id),
    tokens: Object.values(state.tokens).filter((t) => t.userId === id && t.expiresAt > now),
    sessions: state.sessions.filter((session) => session.userId === id),
    codes: Object.entries(state.codes).filter(
      ([, code]) => subjects.has(code.subject) && code.expiresAt > now,
    ),
    idempotency: Object.entries(state.idempotency).filter(
      ([key, reply]) => key.startsWith(`${id}:`) && reply.createdAt + DAY > now,
    ),
    addressBook: state.addressBooks[String(id)],
    hold: state.security[String(id)]?.withdrawalHold ?? null,
    // The outbox keeps the newest 200 e-mails of everyone, so only the newest of this user's counts.
    newestMail: state.outbox.filter((message) => message.to === actor.email).at(-1)?.id,
  };
}
