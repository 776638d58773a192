// D16: the labels of the Withdraw page's address book (its section loads after the page; the form's picker has its
// own). The sentences are `addressBookMessages` of @tp/messages.

export const addressBookTexts = {
  title: 'Address book',
  lead: 'Withdrawals go to saved bank accounts and wallet addresses. A new one can be used 24 hours after it is saved.',
  loading: 'Loading your address book',
  listLabel: 'Saved addresses',
  add: 'Add address',
  addTitle: 'Add an address',
  addDescription:
    'We e-mail you a code to confirm it. It can be used 24 hours after you confirm it.',
  labelField: 'Label',
  labelHint: 'For you to tell them apart, e.g. "Cold wallet".',
  typeField: 'Type',
  typeCrypto: 'Crypto address',
  typeBank: 'Bank account',
  addressField: 'Address',
  save: 'Save address',
  saving: 'Saving...',
  cancel: 'Cancel',
  codeTitle: 'Confirm the new address',
  enterCode: 'Enter code',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove this address?',
  allowList: 'Allow-list',
  allowListBusy: 'Saving...',
} as const;
