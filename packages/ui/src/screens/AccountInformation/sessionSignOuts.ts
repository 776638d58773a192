/** One session's sign-out (DELETE /auth/sessions/{id}/, D12): in flight, or why it last failed. */
export interface SignOutState {
  busy: boolean;
  /** Shown next to the session until its next try. */
  failure: string | null;
}

/** By session id; a session with nothing going on has no entry. */
export type SessionSignOuts = Readonly<Partial<Record<string, SignOutState>>>;

export type SignOutEvent =
  | { type: 'started'; id: string }
  | { type: 'succeeded'; id: string }
  | { type: 'failed'; id: string; message: string }
  /** 404: the session had already ended; the list is read again and it leaves it. */
  | { type: 'gone'; id: string };

export const idleSignOut: SignOutState = { busy: false, failure: null };

export function signOutOf(state: SessionSignOuts, id: string): SignOutState {
  return state[id] ?? idleSignOut;
}

function without(state: SessionSignOuts, id: string): SessionSignOuts {
  if (!(id in state)) return state;
  const next = { ...state };
  delete next[id];
  return next;
}

/** Sessions sign out independently; one sign-out per session at a time. */
export function signOutsReducer(state: SessionSignOuts, event: SignOutEvent): SessionSignOuts {
  switch (event.type) {
    case 'started':
      if (signOutOf(state, event.id).busy) return state;
      // A new try clears the last failure: the session shows what happens now.
      return { ...state, [event.id]: { busy: true, failure: null } };
    case 'succeeded':
    case 'gone':
      return without(state, event.id);
    case 'failed':
      return { ...state, [event.id]: { busy: false, failure: event.message } };
  }
}
