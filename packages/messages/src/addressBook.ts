// DECISIONS D16's address book texts, in a module of their own: only the Withdraw page's address book parts load
// them, not every page that shows a wallet text (scripts/check-bundle.mjs).

/**
 * DECISIONS D16: the withdrawal address book and its allow-list, and the refusals of a withdrawal they cause. Not
 * the spec's: it has no address book. Times and waits come formatted in the user's local time ("Jun 16, 2026,
 * 12:00 PM", "23 h 59 min", "23:59:12").
 */
export const addressBookMessages = {
  loadFailed: 'Failed to load your address book. Please try again.',
  empty: 'No saved addresses yet. Add one, or withdraw to a new address: it is saved for you.',
  /** A withdrawal to a new address: the server saved it, and it is held for 24 hours. */
  savedAndHeld: (time: string) => `Saved to your address book. It can be used from ${time}.`,
  /** A withdrawal to a saved address younger than 24 hours. */
  heldUntil: (time: string) => `This address can be used from ${time}.`,
  allowListOn: 'The allow-list is on: withdrawals go only to saved destinations.',
  allowListExplained:
    'With the allow-list on, withdrawals go only to saved destinations. Turning it off takes effect 48 hours after you ask; turning it on is immediate.',
  turnsOffAt: (time: string) => `Turns off at ${time}.`,
  allowListFailed: 'Could not change the allow-list. Please try again.',
  awaitingCode: 'Waiting for code',
  usableIn: (countdown: string) => `Usable in ${countdown}`,
  usable: 'Usable',
  /** A saved address in the withdrawal form's picker that cannot be chosen yet. */
  heldOption: (label: string, wait: string) => `${label} (usable in ${wait})`,
  labelRequired: 'Please give the address a label.',
  codeDescription:
    'Enter the 6-digit code we e-mailed you to confirm this address. It can be used 24 hours after you confirm it.',
  confirmed: (time: string, wait: string) => `Saved. It can be used from ${time} (in ${wait}).`,
  codeExpired: 'The code expired, so the address was not saved. Please add it again.',
  addFailed: 'Could not save the address. Please try again.',
  removeDescription: (label: string) =>
    `"${label}" is removed at once. Withdrawals to it that still wait for their code can no longer be confirmed.`,
  removed: (label: string) => `"${label}" was removed from your address book.`,
  removeFailed: 'Could not remove the address. Please try again.',
} as const;
