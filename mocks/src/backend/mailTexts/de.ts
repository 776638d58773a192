// German (Sie): the same e-mails as en.ts, each written whole.
import type { MailDestination, MailDevice, MailTexts, WithdrawalRoute } from './MailTexts';

const codeBody = (code: string, what: string) =>
  `Ihr Bestätigungscode lautet ${code}. Er bestätigt ${what} und läuft in 10 Minuten ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort.`;

const disown =
  'Falls Sie das nicht waren, folgen Sie dem Link unten: Damit werden alle Sitzungen abgemeldet, die in den letzten 7 Tagen hinzugefügten Passkeys und Authenticator-Apps entfernt und Auszahlungen gesperrt, bis Sie Ihr Passwort zurücksetzen.';

const routes: Record<WithdrawalRoute, string> = {
  'Bank Transfer': 'Banküberweisung',
  Cryptocurrency: 'Kryptowährung',
};

const describe = (destination: MailDestination) =>
  destination.kind === 'bank'
    ? `Das Bankkonto mit den Endziffern ${destination.lastDigits} („${destination.label}“)`
    : destination.kind === 'recipient'
      ? `Der Überweisungsempfänger ${destination.email} („${destination.label}“)`
      : // German joins a compound's words with hyphens: „BNB-Smart-Chain-Adresse“.
        `Die ${destination.chain.replace(/ /g, '-')}-Adresse ${destination.address} („${destination.label}“)`;

/** After „mit“ (dative). */
const device = ({ browser, system }: MailDevice) =>
  browser && system ? `${browser} (${system})` : (browser ?? system ?? 'einem unbekannten Gerät');

export const de = {
  antiPhishingLine: (phrase) => `Ihre Anti-Phishing-Phrase: ${phrase}`,

  signupSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
  signupCodeBody: (code) => codeBody(code, 'Ihre E-Mail-Adresse'),
  forgotPasswordSubject: 'Ihr Code zum Zurücksetzen des Passworts',
  forgotPasswordCodeBody: (code) => codeBody(code, 'das Zurücksetzen Ihres Passworts'),
  withdrawalSubject: 'Bestätigen Sie Ihre Auszahlung',
  withdrawalCodeBody: (code, amount, method, reference) =>
    codeBody(code, `Ihre Auszahlung von ${amount} per ${routes[method]} (Referenz ${reference})`),
  transferSubject: 'Bestätigen Sie Ihre Übertragung',
  transferCodeBody: (code, amount, recipientEmail, reference) =>
    codeBody(code, `Ihre Übertragung von ${amount} an ${recipientEmail} (Referenz ${reference})`),
  profileChangeSubject: 'Bestätigen Sie die Änderung Ihres Profils',
  profileChangeCodeBody: (code) => codeBody(code, 'die Änderung Ihrer persönlichen Daten'),
  passwordChangeSubject: 'Bestätigen Sie die Änderung Ihres Passworts',
  passwordChangeCodeBody: (code) => codeBody(code, 'Ihr neues Passwort'),
  destinationSubject: 'Bestätigen Sie eine neue Auszahlungsadresse',
  destinationCodeBody: (code, destination, reference, opensAt, waitHours) =>
    `${codeBody(code, `eine neue Auszahlungsadresse (Referenz ${reference})`)}\n\n${describe(destination)} wurde Ihrem Adressbuch hinzugefügt. Geld kann ${waitHours} Stunden nach Ihrer Bestätigung dorthin gesendet werden (nicht vor ${opensAt}). ${disown}`,

  emailChangeNoticeSubject: 'Ihre E-Mail-Adresse wird geändert',
  emailChangeDisownBody: (newEmail) =>
    `Es wurde beantragt, die E-Mail-Adresse Ihres Kontos in ${newEmail} zu ändern. Die Änderung wird erst wirksam, wenn der an diese Adresse gesendete Code eingegeben wird; danach kann diese Adresse sie noch 7 Tage lang rückgängig machen. ${disown}`,
  emailChangedNoticeSubject: 'Ihre E-Mail-Adresse wurde geändert',
  emailChangedUndoBody: (newEmail, until) =>
    `Die E-Mail-Adresse Ihres Kontos wurde in ${newEmail} geändert. Bis ${until} kann diese Adresse die Änderung rückgängig machen: Folgen Sie dem Link unten, um Ihre Adresse zurückzuerhalten, alle Sitzungen abzumelden, die in den letzten 7 Tagen hinzugefügten Passkeys und Authenticator-Apps zu entfernen und Auszahlungen zu sperren, bis Sie Ihr Passwort zurücksetzen. Bis dahin wird auch ein für diese Adresse angeforderter Code zum Zurücksetzen des Passworts hierher gesendet.`,
  passwordChangedNoticeSubject: 'Ihr Passwort wurde geändert',
  passwordChangedNoticeBody:
    'Das Passwort Ihres Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet. Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und wenden Sie sich an den Support.',
  signInLockedSubject: 'Anmeldungen bei Ihrem Konto sind pausiert',
  signInLockedBody: (minutes) =>
    `Für Ihr Konto wurde 5-mal ein falsches Passwort eingegeben. Anmeldungen sind für ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} pausiert. Falls Sie das nicht waren, setzen Sie Ihr Passwort zurück.`,
  newDeviceSubject: 'Neue Anmeldung bei Ihrem Konto',
  newDeviceBody: (from, place) =>
    `Soeben hat eine Anmeldung bei Ihrem Konto mit ${device(from)} in der Nähe von ${place} stattgefunden. ${disown}`,
  totpOnSubject: 'Eine Authenticator-App wurde aktiviert',
  totpOffSubject: 'Die Authenticator-App wurde deaktiviert',
  passkeyAddedSubject: 'Ihrem Konto wurde ein Passkey hinzugefügt',
  passkeyRemovedSubject: 'Ein Passkey wurde aus Ihrem Konto entfernt',
  factorNoticeBody:
    'Die Einstellungen der Zwei-Faktor-Authentifizierung Ihres Kontos wurden soeben geändert. Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und wenden Sie sich an den Support.',
  factorAddedBody: `Die Einstellungen der Zwei-Faktor-Authentifizierung Ihres Kontos wurden soeben geändert. ${disown}`,
  factorRemovedBody: (passkeyName) =>
    `${passkeyName === null ? 'Die Authenticator-App und ihre Backup-Codes wurden' : `Der Passkey „${passkeyName}“ wurde`} aus Ihrem Konto entfernt, weil ${passkeyName === null ? 'sie' : 'er'} in den 7 Tagen vor der Sicherung Ihres Kontos hinzugefügt wurde. Falls Sie ${passkeyName === null ? 'sie' : 'ihn'} selbst hinzugefügt haben, fügen Sie ${passkeyName === null ? 'sie' : 'ihn'} nach der Anmeldung erneut hinzu.`,
  destinationAddedSubject: 'Eine Auszahlungsadresse wurde hinzugefügt',
  destinationAddedBody: (destination, opensAt) =>
    `${describe(destination)} wurde Ihrem Adressbuch hinzugefügt. Ab ${opensAt} kann Geld dorthin gesendet werden. ${disown}`,
  destinationRemovedSubject: 'Eine Auszahlungsadresse wurde entfernt',
  destinationRemovedBody: (destination) =>
    `${describe(destination)} wurde aus Ihrem Adressbuch entfernt. ${disown}`,
  allowListSubject: 'Ihre Liste zugelassener Auszahlungsadressen wurde geändert',
  allowListOnBody: `Die Liste zugelassener Auszahlungsadressen Ihres Kontos ist aktiviert: Geld wird nur an gespeicherte Ziele gesendet. ${disown}`,
  allowListOffBody: (opensAt) =>
    `Es wurde beantragt, die Liste zugelassener Auszahlungsadressen Ihres Kontos zu deaktivieren. Sie wird am ${opensAt} deaktiviert. ${disown}`,
} satisfies MailTexts;
