// Texts of the Copy Trader screen that the spec does not have (spec 2 §2 names only the labels and the
// empty text; D13 the two refusals, which live in @tp/messages). Kept here, beside the screen, and written
// with `i18n._` (D18).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A trader as the texts name it: "Alpha Seven Capital (ALPHA7)". */
export interface NamedTrader {
  /** The trader code. */
  id: string;
  name: string;
}

/** What a row action is, as its button, its busy label and its failure say it. */
export type RowAction = 'pause' | 'resume' | 'stop';

export const rowActionLabels: Readonly<
  Record<
    RowAction,
    { label: MessageDescriptor; busy: MessageDescriptor; failed: MessageDescriptor }
  >
> = {
  pause: { label: msg`Pause`, busy: msg`Pausing…`, failed: msg`Not paused.` },
  resume: { label: msg`Resume`, busy: msg`Resuming…`, failed: msg`Not resumed.` },
  stop: { label: msg`Stop copying`, busy: msg`Stopping…`, failed: msg`Not stopped.` },
};

export const copyTraderTexts = {
  lead: msg`Copy a trader's trades: enter the code they gave you, or pick one from the traders below.`,
  codeHint: msg`Codes are letters, digits, hyphens or underscores, like ALPHA7.`,
  // D2's spirit for performance figures: shown wherever a performance figure is.
  pastPerformance: msg`Past performance is not a reliable indicator of future results.`,
  performancePeriod: msg`Performance is the trader's result over the last 30 days.`,
  directoryLead: msg`Use a code to fill in the form above; you join with Join Trader.`,
  directoryEmpty: msg`No traders are available to copy right now.`,
  joinedMark: msg`Joined`,
  staleList: msg`This list could not be refreshed: it shows what was last loaded.`,
  joined: ({ id, name }: NamedTrader) => msg`You now copy ${name} (${id}).`,
  paused: ({ id, name }: NamedTrader) =>
    msg`You paused copying ${name} (${id}). No new trades are copied until you resume.`,
  resumed: ({ id, name }: NamedTrader) => msg`You resumed copying ${name} (${id}).`,
  stopped: ({ id, name }: NamedTrader) => msg`You stopped copying ${name} (${id}).`,
  /** A 404 on pause, resume or stop: the entry was stopped in another tab or device. */
  goneElsewhere: ({ id, name }: NamedTrader) =>
    msg`${name} (${id}) was already stopped elsewhere. Your list is up to date.`,
  stopTitle: msg`Stop copying?`,
  stopDescription: ({ id, name }: NamedTrader) =>
    msg`${name} (${id}) leaves Your Copy Traders and no new trades are copied. You can join again later with the code.`,
} as const;
