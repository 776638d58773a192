// D16: the Anti-phishing phrase card of Profile Settings. Not spec texts.
export const antiPhishingTexts = {
  title: 'Anti-phishing phrase',
  lead: 'Every e-mail we send you starts with this phrase. An e-mail that claims to be from us without it is not ours: do not click its links.',
  loading: 'Loading your anti-phishing phrase',
  current: 'Your phrase',
  notSet: 'Not set',
  field: 'New phrase',
  hint: '4 to 32 letters, digits and spaces, something only you would choose.',
  tooShort: 'Use at least 4 characters.',
  save: 'Save Phrase',
  saving: 'Saving...',
  remove: 'Remove Phrase',
  removing: 'Removing...',
  saved: 'Anti-phishing phrase saved: it heads every e-mail from now on.',
  removed: 'Anti-phishing phrase removed.',
} as const;
