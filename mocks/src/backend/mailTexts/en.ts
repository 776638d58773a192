// English: the e-mails as they were first written (tests assert them byte for byte).
import type { MailDestination, MailDevice, MailTexts } from './MailTexts';

const codeBody = (code: string, what: string) =>
  `Your verification code is ${code}. It confirms ${what} and expires in 10 minutes. If you did not ask for it, ignore this e-mail and change your password.`;

const disown =
  'If this was not you, follow the link below: it signs out every session, removes the passkeys and authenticator app added in the last 7 days and blocks withdrawals until you reset your password.';

const describe = (destination: MailDestination) =>
  destination.kind === 'bank'
    ? `The bank account ending ${destination.lastDigits} ("${destination.label}")`
    : destination.kind === 'recipient'
      ? `The transfer recipient ${destination.email} ("${destination.label}")`
      : `The ${destination.chain} address ${destination.address} ("${destination.label}")`;

const device = ({ browser, system }: MailDevice) =>
  browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown device');

const destinationAdded = (destination: MailDestination, opensAt: string) =>
  `${describe(destination)} was added to your address book. Money can be sent to it from ${opensAt}. ${disown}`;

export const en = {
  antiPhishingLine: (phrase) => `Your anti-phishing phrase: ${phrase}`,

  signupSubject: 'Verify your email address',
  signupCodeBody: (code) => codeBody(code, 'your e-mail address'),
  forgotPasswordSubject: 'Your password reset code',
  forgotPasswordCodeBody: (code) => codeBody(code, 'your password reset'),
  withdrawalSubject: 'Confirm your withdrawal',
  withdrawalCodeBody: (code, amount, method, reference) =>
    codeBody(code, `your withdrawal of ${amount} by ${method} (reference ${reference})`),
  transferSubject: 'Confirm your transfer',
  transferCodeBody: (code, amount, recipientEmail, reference) =>
    codeBody(code, `your transfer of ${amount} to ${recipientEmail} (reference ${reference})`),
  profileChangeSubject: 'Confirm your profile change',
  profileChangeCodeBody: (code) => codeBody(code, 'the change to your personal information'),
  passwordChangeSubject: 'Confirm your password change',
  passwordChangeCodeBody: (code) => codeBody(code, 'your new password'),
  destinationSubject: 'Confirm a new withdrawal address',
  destinationCodeBody: (code, destination, reference, opensAt, waitHours) =>
    `${codeBody(code, `a new withdrawal destination (reference ${reference})`)}\n\n${destinationAdded(destination, `${waitHours} hours after you confirm it (not before ${opensAt})`)}`,

  emailChangeNoticeSubject: 'Your e-mail address is being changed',
  emailChangeDisownBody: (newEmail) =>
    `Someone asked to change the e-mail address of your account to ${newEmail}. The change happens only when the code sent to that address is entered; for 7 days after that, this address can still undo it. ${disown}`,
  emailChangedNoticeSubject: 'Your e-mail address was changed',
  emailChangedUndoBody: (newEmail, until) =>
    `The e-mail address of your account was changed to ${newEmail}. Until ${until} this address can undo the change: follow the link below to get your address back, sign out every session, remove the passkeys and authenticator app added in the last 7 days and block withdrawals until you reset your password. Until then a password reset requested for this address is sent here too.`,
  passwordChangedNoticeSubject: 'Your password was changed',
  passwordChangedNoticeBody:
    'The password of your account was just changed and every other session was signed out. If this was not you, reset your password now and contact support.',
  signInLockedSubject: 'Sign-ins to your account are paused',
  signInLockedBody: (minutes) =>
    `Someone entered a wrong password for your account 5 times. Sign-ins are paused for ${minutes} minutes. If this was not you, reset your password.`,
  newDeviceSubject: 'New sign-in to your account',
  newDeviceBody: (from, place) =>
    `Your account was just signed in to from ${device(from)} near ${place}. ${disown}`,
  totpOnSubject: 'An authenticator app was turned on',
  totpOffSubject: 'The authenticator app was turned off',
  passkeyAddedSubject: 'A passkey was added to your account',
  passkeyRemovedSubject: 'A passkey was removed from your account',
  factorNoticeBody:
    'The two-factor settings of your account just changed. If this was not you, reset your password now and contact support.',
  factorAddedBody: `The two-factor settings of your account just changed. ${disown}`,
  factorRemovedBody: (passkeyName) =>
    `${passkeyName === null ? 'The authenticator app and its backup codes were' : `The passkey "${passkeyName}" was`} removed from your account because it was added in the 7 days before your account was secured. If you added it yourself, add it again once you are signed in.`,
  destinationAddedSubject: 'A withdrawal address was added',
  destinationAddedBody: destinationAdded,
  destinationRemovedSubject: 'A withdrawal address was removed',
  destinationRemovedBody: (destination) =>
    `${describe(destination)} was removed from your address book. ${disown}`,
  allowListSubject: 'Your withdrawal allow-list changed',
  allowListOnBody: `The withdrawal allow-list of your account is on: money goes only to saved destinations. ${disown}`,
  allowListOffBody: (opensAt) =>
    `Someone asked to turn off the withdrawal allow-list of your account. It turns off at ${opensAt}. ${disown}`,
} satisfies MailTexts;
