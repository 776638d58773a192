// D16: the labels of the Withdraw page's address book (its section loads after the page; the form's picker has its
// own). The sentences are `addressBookMessages` of @tp/messages. D18: each is a message, written in the active
// language with `i18n._(…)`.
import { msg } from '@lingui/core/macro';

export const addressBookTexts = {
  title: msg`Address book`,
  lead: msg`Withdrawals go to saved bank accounts and wallet addresses. A new one can be used 24 hours after it is saved.`,
  loading: msg`Loading your address book`,
  listLabel: msg`Saved addresses`,
  add: msg`Add address`,
  addTitle: msg`Add an address`,
  addDescription: msg`We e-mail you a code to confirm it. It can be used 24 hours after you confirm it.`,
  // D22: while the allow-list is on, a new destination waits as long as turning it off would.
  addDescriptionAllowListOn: msg`We e-mail you a code to confirm it. With the allow-list on, it can be used 48 hours after you confirm it.`,
  codeDescriptionAllowListOn: msg`Enter the 6-digit code we e-mailed you to confirm this address. With the allow-list on, it can be used 48 hours after you confirm it.`,
  labelField: msg`Label`,
  labelHint: msg`For you to tell them apart, e.g. "Cold wallet".`,
  typeField: msg`Type`,
  typeCrypto: msg`Crypto address`,
  typeBank: msg`Bank account`,
  addressField: msg`Address`,
  save: msg`Save address`,
  saving: msg`Saving...`,
  cancel: msg`Cancel`,
  codeTitle: msg`Confirm the new address`,
  enterCode: msg`Enter code`,
  remove: msg`Remove`,
  removing: msg`Removing...`,
  removeTitle: msg`Remove this address?`,
  allowList: msg`Allow-list`,
  allowListBusy: msg`Saving...`,
} as const;
