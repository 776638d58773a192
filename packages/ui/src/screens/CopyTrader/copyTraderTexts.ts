// Texts of the Copy Trader screen that the spec does not have (spec 2 §2 names only the labels and the
// empty text; D13 the two refusals, which live in @tp/messages). Kept here, beside the screen.

/** A trader as the texts name it: "Alpha Seven Capital (ALPHA7)". */
export interface NamedTrader {
  /** The trader code. */
  id: string;
  name: string;
}

const named = ({ id, name }: NamedTrader) => `${name} (${id})`;

/** What a row action is, as its button, its busy label and its failure say it. */
export type RowAction = 'pause' | 'resume' | 'stop';

export const rowActionLabels: Readonly<
  Record<RowAction, { label: string; busy: string; failed: string }>
> = {
  pause: { label: 'Pause', busy: 'Pausing…', failed: 'Not paused.' },
  resume: { label: 'Resume', busy: 'Resuming…', failed: 'Not resumed.' },
  stop: { label: 'Stop copying', busy: 'Stopping…', failed: 'Not stopped.' },
};

export const copyTraderTexts = {
  lead: "Copy a trader's trades: enter the code they gave you, or pick one from the traders below.",
  codeHint: 'Codes are letters, digits, hyphens or underscores, like ALPHA7.',
  // D2's spirit for performance figures: shown wherever a performance figure is.
  pastPerformance: 'Past performance is not a reliable indicator of future results.',
  performancePeriod: "Performance is the trader's result over the last 30 days.",
  directoryLead: 'Use a code to fill in the form above; you join with Join Trader.',
  directoryEmpty: 'No traders are available to copy right now.',
  joinedMark: 'Joined',
  staleList: 'This list could not be refreshed: it shows what was last loaded.',
  joined: (trader: NamedTrader) => `You now copy ${named(trader)}.`,
  paused: (trader: NamedTrader) =>
    `You paused copying ${named(trader)}. No new trades are copied until you resume.`,
  resumed: (trader: NamedTrader) => `You resumed copying ${named(trader)}.`,
  stopped: (trader: NamedTrader) => `You stopped copying ${named(trader)}.`,
  /** A 404 on pause, resume or stop: the entry was stopped in another tab or device. */
  goneElsewhere: (trader: NamedTrader) =>
    `${named(trader)} was already stopped elsewhere. Your list is up to date.`,
  stopTitle: 'Stop copying?',
  stopDescription: (trader: NamedTrader) =>
    `${named(trader)} leaves Your Copy Traders and no new trades are copied. You can join again later with the code.`,
} as const;
