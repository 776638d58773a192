import { sessionMessages } from '@tp/messages';

// DECISIONS D4: local storage keeps only these keys.
export const storageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  username: 'username',
  isAuthenticated: 'isAuthenticated',
  rememberedEmail: 'rememberedEmail',
  theme: 'theme',
  userProfile: 'userProfile',
  /** DECISIONS D17: "on" while the user's own amounts are hidden. */
  privacyMode: 'privacyMode',
  /** DECISIONS D18: the language a signed-out visitor picked in the footer ("de"); signed in, the profile's rules. */
  language: 'language',
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

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

/** The session as it lives in local storage; other tabs' changes arrive through `storage` events. */
export class SessionStore {
  private readonly listeners = new Set<Listener>();
  private snapshot: SessionSnapshot;

  constructor(
    readonly storage: KeyValueStorage,
    private readonly eventTarget: Pick<
      Window,
      'addEventListener' | 'removeEventListener'
    > | null = typeof window === 'undefined' ? null : window,
  ) {
    this.snapshot = this.read(null);
  }

  private read(endedMessage: string | null): SessionSnapshot {
    const accessToken = this.storage.getItem(storageKeys.authToken);
    const refreshToken = this.storage.getItem(storageKeys.refreshToken);
    const username = this.storage.getItem(storageKeys.username);
    const profileJson = this.storage.getItem(storageKeys.userProfile);
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
    if (this.listeners.size === 0)
      this.eventTarget?.addEventListener('storage', this.changedElsewhere);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0)
        this.eventTarget?.removeEventListener('storage', this.changedElsewhere);
    };
  };

  signIn({ accessToken, refreshToken, username }: SignedInSession): void {
    this.storage.setItem(storageKeys.authToken, accessToken);
    this.storage.setItem(storageKeys.refreshToken, refreshToken);
    this.storage.setItem(storageKeys.username, username);
    this.storage.setItem(storageKeys.isAuthenticated, 'true');
    this.update(null);
  }

  /** Writes (or removes) the local profile copy and tells subscribers. */
  setProfileJson(json: string | null): void {
    if (json === null) this.storage.removeItem(storageKeys.userProfile);
    else this.storage.setItem(storageKeys.userProfile, json);
    this.changed();
  }

  /** Issue 26: `token` was found valid (a validity check passed, or a refresh issued it) at `at`. */
  confirmToken(token: string, at: number): void {
    this.storage.setItem(storageKeys.tokenConfirmedAt, `${at} ${fingerprint(token)}`);
  }

  /** When `token` was last confirmed valid, in this tab or another; null when it never was. */
  tokenConfirmedAt(token: string): number | null {
    const [at, hash] = (this.storage.getItem(storageKeys.tokenConfirmedAt) ?? '').split(' ');
    return hash === fingerprint(token) ? Number(at) : null;
  }

  updateTokens(accessToken: string, refreshToken?: string): void {
    this.storage.setItem(storageKeys.authToken, accessToken);
    if (refreshToken) this.storage.setItem(storageKeys.refreshToken, refreshToken);
    this.changed();
  }

  /**
   * Spec 1 §4: clears authToken, refreshToken and username (and the derived flag), and the profile copy
   * (issue 40: however the session ends, a sign-out, a refused refresh, a revoked or expired session).
   * `endedMessage` says why, when the user did not ask for it; it is shown on /login.
   */
  clear(endedMessage: string | null = null): void {
    this.storage.removeItem(storageKeys.userProfile);
    this.storage.removeItem(storageKeys.authToken);
    this.storage.removeItem(storageKeys.refreshToken);
    this.storage.removeItem(storageKeys.username);
    this.storage.removeItem(storageKeys.isAuthenticated);
    this.storage.removeItem(storageKeys.tokenConfirmedAt);
    this.update(endedMessage);
  }
}

/** An in-memory storage for tests and stories that must not touch the real local storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
