// D16: the Anti-phishing phrase card of Profile Settings. Not spec texts; written with `i18n._(…)` (D18).
import { msg } from '@lingui/core/macro';

export const antiPhishingTexts = {
  title: msg`Anti-phishing phrase`,
  lead: msg`Every e-mail we send you starts with this phrase. An e-mail that claims to be from us without it is not ours: do not click its links.`,
  loading: msg`Loading your anti-phishing phrase`,
  current: msg`Your phrase`,
  notSet: msg`Not set`,
  field: msg`New phrase`,
  hint: msg`4 to 32 letters, digits and spaces, something only you would choose.`,
  tooShort: msg`Use at least 4 characters.`,
  save: msg`Save Phrase`,
  saving: msg`Saving...`,
  remove: msg`Remove Phrase`,
  removing: msg`Removing...`,
  saved: msg`Anti-phishing phrase saved: it heads every e-mail from now on.`,
  removed: msg`Anti-phishing phrase removed.`,
} as const;
