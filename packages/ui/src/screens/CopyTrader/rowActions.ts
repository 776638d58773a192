import { failureOf } from '@tp/api';
import { i18n, translateText } from '@tp/i18n';
import { httpErrors } from '@tp/messages';
import { rowActionLabels, type RowAction } from './copyTraderTexts';

/** Pause, Resume and Stop copying of one row of Your Copy Traders: each a server call with its own states. */
export interface RowActionState {
  /** The action in flight on this row; its button shows the busy label and the row's others wait. */
  busy: RowAction | null;
  /** Why the last action on this row failed, shown next to it until the next action on it. */
  failure: string | null;
}

/** By trader code; a row with nothing going on has no entry. */
export type RowActions = Readonly<Partial<Record<string, RowActionState>>>;

export type RowActionEvent =
  | { type: 'started'; code: string; action: RowAction }
  | { type: 'succeeded'; code: string }
  | { type: 'failed'; code: string; message: string }
  /** The entry is gone from the server (404): nothing is left to show for its row. */
  | { type: 'gone'; code: string };

export const noRowAction: RowActionState = { busy: null, failure: null };

export function rowActionOf(state: RowActions, code: string): RowActionState {
  return state[code] ?? noRowAction;
}

function without(state: RowActions, code: string): RowActions {
  if (!(code in state)) return state;
  const next = { ...state };
  delete next[code];
  return next;
}

/** One action per row at a time; rows act independently of each other. */
export function rowActionsReducer(state: RowActions, event: RowActionEvent): RowActions {
  switch (event.type) {
    case 'started':
      if (rowActionOf(state, event.code).busy) return state;
      // A new try clears the last failure: the row shows what happens now.
      return { ...state, [event.code]: { busy: event.action, failure: null } };
    case 'succeeded':
    case 'gone':
      return without(state, event.code);
    case 'failed':
      return { ...state, [event.code]: { busy: null, failure: event.message } };
  }
}

/** A failed row action: gone from the server (404, stopped elsewhere), or a message for its row. */
export type RowActionFailure = { gone: true } | { gone: false; message: string };

/**
 * PATCH and DELETE /api/copy-traders/{id}/ (D13): a 404 means the entry was stopped elsewhere (the list
 * is read again and the screen says so); anything else keeps the row as it is, with what was not done
 * and the spec §8 message ("Not paused. Server Error: Please try again later.").
 */
export function rowActionFailureOf(error: unknown, action: RowAction): RowActionFailure {
  const failure = failureOf(error);
  if (failure.status === 404) return { gone: true };
  return {
    gone: false,
    // Kept with the row until its next action: written in the language active when it failed.
    message: `${i18n._(rowActionLabels[action].failed)} ${translateText(failure.message ?? httpErrors.fallback)}`,
  };
}
