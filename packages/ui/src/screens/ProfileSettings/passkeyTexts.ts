// D15: the Passkeys card of Profile Settings. Not spec texts; written with `i18n._(…)` (D18).
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../format';

export const passkeyTexts = {
  title: msg`Passkeys`,
  lead: msg`Sign in with your fingerprint, face or device PIN instead of a password. A passkey also confirms account changes.`,
  loading: msg`Loading your passkeys`,
  none: msg`No passkeys yet.`,
  listLabel: msg`Your passkeys`,
  added: (at: string) => {
    const date = formatDate(at);
    return msg`Added ${date}`;
  },
  lastUsed: (at: string | null) => {
    if (!at) return msg`Never used`;
    const date = formatDate(at);
    return msg`Last used ${date}`;
  },
  nameField: msg`Passkey name`,
  nameHint: msg`For you to tell them apart, e.g. "Work laptop".`,
  nameRequired: msg`Give the passkey a name.`,
  add: msg`Add a passkey`,
  adding: msg`Waiting for your passkey...`,
  addedNotice: (name: string) => msg`Passkey "${name}" added.`,
  remove: (name: string) => msg`Remove ${name}`,
  removeLabel: msg`Remove`,
  removing: msg`Removing...`,
  confirmTitle: msg`Remove this passkey?`,
  confirmDescription: (name: string) =>
    msg`"${name}" will no longer sign in or confirm changes. The device keeps it until you delete it there.`,
  removed: (name: string) => msg`Passkey "${name}" removed.`,
  unsupported: msg`This browser cannot create passkeys.`,
  cancelled: msg`No passkey was created.`,
} as const;
