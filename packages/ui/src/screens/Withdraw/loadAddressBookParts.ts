/** D16's parts of the Withdraw page, loaded once (Address book, picker, hold notice, refusal texts). */
export const loadAddressBookParts = () => import('./addressBookParts');
