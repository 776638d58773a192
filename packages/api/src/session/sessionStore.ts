import { sessionMessages } from '@tp/messages';
import {
  createStoredStore,
  storedFlag,
  storedText,
  type KeyValueStorage,
  type StorageEvents,
  type StoredSchema,
  type StoredStore,
} from '../storage/storedStore';

// The session's storage types, where the api's own modules and tests have always found them.
export { createMemoryStorage, type KeyValueStorage } from '../storage/storedStore';

// DECISIONS D4: the session's keys in local storage (the UI keeps its preferences' keys beside their stores).
export const storageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  username: 'username',
  isAuthenticated: 'isAuthenticated',
  rememberedEmail: 'rememberedEmail',
  userProfile: 'userProfile',
  /**
   * Issue 26: when spec 1 §4's validity check (or a refresh) last confirmed the stored token, and which token:
   * `<ms since the epoch> <hash of the token>`. Shared by every tab, so a reload within 60 s skips the check.
   */
  tokenConfirmedAt: 'tokenConfirmedAt',
  /**
   * Issue 40 (D22): the identifier the server issued this browser at a sign-in, sent back as `X-Device-Id` at the
   * next, so a device the account trusts is not paused by strangers' failed sign-ins. Kept across sign-outs.
   */
  deviceId: 'deviceId',
} as const;

/** A short fingerprint of a token, so a confirmation never counts for another token (the token itself stays out). */
const fingerprint = (token: string) => {
  let hash = 0;
  for (let i = 0; i < token.length; i++) hash = (Math.imul(hash, 31) + token.charCodeAt(i)) | 0;
  return hash.toString(36);
};

export interface SessionSnapshot {
  /** Why the last session ended, when it was not the user's own sign-out (shown on /login). */
  endedMessage: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  username: string | null;
  /** Spec 1 §4: authenticated means both a stored token and a stored username exist. */
  isAuthenticated: boolean;
  /** The stored `userProfile` JSON (DECISIONS D4), for the display name; other tabs may change it. */
  profileJson: string | null;
}

export interface SignedInSession {
  accessToken: string;
  refreshToken: string;
  username: string;
}

type Listener = () => void;

/** What a stored token, name or confirmation may be: any text (the server decides what is valid). */
const text = storedText();

/** The session's stored values, one store each (issue 42). */
function sessionStores(storage: KeyValueStorage, events: StorageEvents | null) {
  const store = <T>(key: string, schema: StoredSchema<T>) =>
    createStoredStore(key, schema, { storage, events });
  return {
    authToken: store(storageKeys.authToken, text),
    refreshToken: store(storageKeys.refreshToken, text),
    username: store(storageKeys.username, text),
    isAuthenticated: store(storageKeys.isAuthenticated, storedFlag('true')),
    userProfile: store(storageKeys.userProfile, text),
    tokenConfirmedAt: store(storageKeys.tokenConfirmedAt, text),
    rememberedEmail: store(storageKeys.rememberedEmail, text),
  };
}

/** The session as it lives in local storage; other tabs' changes arrive through `storage` events. */
export class SessionStore {
  private readonly listeners = new Set<Listener>();
  private readonly stored: ReturnType<typeof sessionStores>;
  private unsubscribeStored: (() => void) | null = null;
  private snapshot: SessionSnapshot;

  constructor(
    readonly storage: KeyValueStorage,
    eventTarget: StorageEvents | null = typeof window === 'undefined' ? null : window,
  ) {
    this.stored = sessionStores(storage, eventTarget);
    this.snapshot = this.read(null);
  }

  /** The keys the snapshot is made of: another tab's change to any of them is this tab's too. */
  private get snapshotStores(): StoredStore<unknown>[] {
    const { authToken, refreshToken, username, userProfile } = this.stored;
    return [authToken, refreshToken, username, userProfile];
  }

  private read(endedMessage: string | null): SessionSnapshot {
    const accessToken = this.stored.authToken.get();
    const refreshToken = this.stored.refreshToken.get();
    const username = this.stored.username.get();
    const profileJson = this.stored.userProfile.get();
    return {
      accessToken,
      refreshToken,
      username,
      profileJson,
      isAuthenticated: Boolean(accessToken && username),
      endedMessage,
    };
  }

  private update(endedMessage: string | null) {
    const next = this.read(endedMessage);
    const previous = this.snapshot;
    if (
      next.accessToken === previous.accessToken &&
      next.refreshToken === previous.refreshToken &&
      next.username === previous.username &&
      next.profileJson === previous.profileJson &&
      next.endedMessage === previous.endedMessage
    ) {
      return;
    }
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private changed = () => this.update(this.snapshot.endedMessage);

  /** Another tab changed the keys: a session that vanished there has expired here. */
  private changedElsewhere = () => {
    const wasSignedIn = this.snapshot.isAuthenticated;
    const signedIn = this.read(null).isAuthenticated;
    this.update(
      wasSignedIn && !signedIn
        ? sessionMessages.sessionExpired
        : signedIn
          ? null
          : this.snapshot.endedMessage,
    );
  };

  /** Reads what other tabs stored now, without waiting for their `storage` event (the refresh lock needs it). */
  syncFromStorage = (): void => this.changedElsewhere();

  getSnapshot = (): SessionSnapshot => {
    // Without subscribers no storage event keeps the snapshot current, so read it afresh.
    if (this.listeners.size === 0) this.changed();
    return this.snapshot;
  };

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0) {
      const stops = this.snapshotStores.map((store) =>
        store.subscribe((change) => {
          if (change.elsewhere) this.changedElsewhere();
        }),
      );
      this.unsubscribeStored = () => stops.forEach((stop) => stop());
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.unsubscribeStored?.();
        this.unsubscribeStored = null;
      }
    };
  };

  /** Spec 1 §2: `listener` hears of another tab removing the stored access token (its session ended there). */
  onTokenRemovedElsewhere(listener: Listener): () => void {
    return this.stored.authToken.subscribe((change) => {
      if (change.elsewhere && change.previous !== null && change.next === null) listener();
    });
  }

  /** Stores a new session; throws what the storage threw when it refuses (full, blocked), leaving none stored. */
  signIn({ accessToken, refreshToken, username }: SignedInSession): void {
    const refusal = [
      this.stored.authToken.set(accessToken),
      this.stored.refreshToken.set(refreshToken),
      this.stored.username.set(username),
      this.stored.isAuthenticated.set(true),
    ].find((refused) => refused !== null);
    if (refusal) {
      this.clear();
      throw refusal.error;
    }
    this.update(null);
  }

  /** Writes (or removes) the local profile copy and tells subscribers. */
  setProfileJson(json: string | null): void {
    this.stored.userProfile.set(json);
    this.changed();
  }

  /** Spec 1 §4: the e-mail Remember me kept, shown on the login form. */
  rememberedEmail(): string | null {
    return this.stored.rememberedEmail.get();
  }

  /** Spec 1 §4 sign in: remembers the e-mail, or (null) forgets it. */
  rememberEmail(email: string | null): void {
    this.stored.rememberedEmail.set(email);
  }

  /** Issue 26: `token` was found valid (a validity check passed, or a refresh issued it) at `at`. */
  confirmToken(token: string, at: number): void {
    this.stored.tokenConfirmedAt.set(`${at} ${fingerprint(token)}`);
  }

  /** When `token` was last confirmed valid, in this tab or another; null when it never was. */
  tokenConfirmedAt(token: string): number | null {
    const [at, hash] = (this.stored.tokenConfirmedAt.get() ?? '').split(' ');
    return hash === fingerprint(token) ? Number(at) : null;
  }

  updateTokens(accessToken: string, refreshToken?: string): void {
    this.stored.authToken.set(accessToken);
    if (refreshToken) this.stored.refreshToken.set(refreshToken);
    this.changed();
  }

  /**
   * Spec 1 §4: clears authToken, refreshToken and username (and the derived flag), and the profile copy
   * (issue 40: however the session ends, a sign-out, a refused refresh, a revoked or expired session).
   * `endedMessage` says why, when the user did not ask for it; it is shown on /login.
   */
  clear(endedMessage: string | null = null): void {
    const { userProfile, authToken, refreshToken, username, isAuthenticated, tokenConfirmedAt } =
      this.stored;
    for (const store of [userProfile, authToken, refreshToken, username]) store.set(null);
    isAuthenticated.set(false);
    tokenConfirmedAt.set(null);
    this.update(endedMessage);
  }
}
