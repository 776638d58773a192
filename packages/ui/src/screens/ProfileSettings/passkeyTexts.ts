// D15: the Passkeys card of Profile Settings. Not spec texts.
import { formatDate } from '../../format';

export const passkeyTexts = {
  title: 'Passkeys',
  lead: 'Sign in with your fingerprint, face or device PIN instead of a password. A passkey also confirms account changes.',
  loading: 'Loading your passkeys',
  none: 'No passkeys yet.',
  listLabel: 'Your passkeys',
  added: (at: string) => `Added ${formatDate(at)}`,
  lastUsed: (at: string | null) => (at ? `Last used ${formatDate(at)}` : 'Never used'),
  nameField: 'Passkey name',
  nameHint: 'For you to tell them apart, e.g. "Work laptop".',
  nameRequired: 'Give the passkey a name.',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey...',
  addedNotice: (name: string) => `Passkey "${name}" added.`,
  remove: (name: string) => `Remove ${name}`,
  removeLabel: 'Remove',
  removing: 'Removing...',
  confirmTitle: 'Remove this passkey?',
  confirmDescription: (name: string) =>
    `"${name}" will no longer sign in or confirm changes. The device keeps it until you delete it there.`,
  removed: (name: string) => `Passkey "${name}" removed.`,
  unsupported: 'This browser cannot create passkeys.',
  cancelled: 'No passkey was created.',
} as const;
