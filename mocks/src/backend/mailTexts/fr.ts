// French (vous): the same e-mails as en.ts, each written whole.
import type { MailDestination, MailDevice, MailTexts, WithdrawalRoute } from './MailTexts';

// French puts a no-break space before a colon and inside guillemets.
const nbsp = '\u00a0';

const codeBody = (code: string, what: string) =>
  `Votre code de vérification est ${code}. Il confirme ${what} et expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail et changez votre mot de passe.`;

const disown = `Si vous n'êtes pas à l'origine de cette action, suivez le lien ci-dessous${nbsp}: il déconnecte toutes les sessions, supprime les clés d'accès et l'application d'authentification ajoutées au cours des 7 derniers jours et bloque les retraits jusqu'à ce que vous réinitialisiez votre mot de passe.`;

const routes: Record<WithdrawalRoute, string> = {
  'Bank Transfer': 'virement bancaire',
  Cryptocurrency: 'cryptomonnaie',
};

const describe = (destination: MailDestination) =>
  destination.kind === 'bank'
    ? `Le compte bancaire se terminant par ${destination.lastDigits} («${nbsp}${destination.label}${nbsp}»)`
    : destination.kind === 'recipient'
      ? `Le destinataire de virements ${destination.email} («${nbsp}${destination.label}${nbsp}»)`
      : `L'adresse ${destination.chain} ${destination.address} («${nbsp}${destination.label}${nbsp}»)`;

/** A past participle agreeing with the destination: « le compte » and « le destinataire » are masculine, « l'adresse » feminine. */
const agreed = (destination: MailDestination, participle: string) =>
  destination.kind === 'crypto' ? `${participle}e` : participle;

const device = ({ browser, system }: MailDevice) =>
  browser && system ? `${browser} sur ${system}` : (browser ?? system ?? 'un appareil inconnu');

export const fr = {
  antiPhishingLine: (phrase) => `Votre phrase anti-hameçonnage${nbsp}: ${phrase}`,

  signupSubject: 'Vérifiez votre adresse e-mail',
  signupCodeBody: (code) => codeBody(code, 'votre adresse e-mail'),
  forgotPasswordSubject: 'Votre code de réinitialisation du mot de passe',
  forgotPasswordCodeBody: (code) => codeBody(code, 'la réinitialisation de votre mot de passe'),
  withdrawalSubject: 'Confirmez votre retrait',
  withdrawalCodeBody: (code, amount, method, reference) =>
    codeBody(code, `votre retrait de ${amount} par ${routes[method]} (référence ${reference})`),
  transferSubject: 'Confirmez votre transfert',
  transferCodeBody: (code, amount, recipientEmail, reference) =>
    codeBody(code, `votre transfert de ${amount} à ${recipientEmail} (référence ${reference})`),
  profileChangeSubject: 'Confirmez la modification de votre profil',
  profileChangeCodeBody: (code) =>
    codeBody(code, 'la modification de vos informations personnelles'),
  passwordChangeSubject: 'Confirmez le changement de votre mot de passe',
  passwordChangeCodeBody: (code) => codeBody(code, 'votre nouveau mot de passe'),
  destinationSubject: 'Confirmez une nouvelle adresse de retrait',
  destinationCodeBody: (code, destination, reference, opensAt, waitHours) =>
    `${codeBody(code, `une nouvelle adresse de retrait (référence ${reference})`)}\n\n${describe(destination)} a été ${agreed(destination, 'ajouté')} à votre carnet d'adresses. Vous pourrez y envoyer des fonds ${waitHours} heures après l'avoir ${agreed(destination, 'confirmé')} (pas avant ${opensAt}). ${disown}`,

  emailChangeNoticeSubject: 'Votre adresse e-mail est en cours de modification',
  emailChangeDisownBody: (newEmail) =>
    `Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte par ${newEmail}. La modification n'a lieu que lorsque le code envoyé à cette adresse est saisi${nbsp}; pendant les 7 jours qui suivent, cette adresse peut encore l'annuler. ${disown}`,
  emailChangedNoticeSubject: 'Votre adresse e-mail a été modifiée',
  emailChangedUndoBody: (newEmail, until) =>
    `L'adresse e-mail de votre compte a été remplacée par ${newEmail}. Jusqu'au ${until}, cette adresse peut annuler la modification${nbsp}: suivez le lien ci-dessous pour récupérer votre adresse, déconnecter toutes les sessions, supprimer les clés d'accès et l'application d'authentification ajoutées au cours des 7 derniers jours et bloquer les retraits jusqu'à ce que vous réinitialisiez votre mot de passe. D'ici là, une réinitialisation du mot de passe demandée pour cette adresse est aussi envoyée ici.`,
  passwordChangedNoticeSubject: 'Votre mot de passe a été modifié',
  passwordChangedNoticeBody:
    "Le mot de passe de votre compte vient d'être modifié et toutes les autres sessions ont été déconnectées. Si vous n'êtes pas à l'origine de cette action, réinitialisez votre mot de passe dès maintenant et contactez le support.",
  signInLockedSubject: 'Les connexions à votre compte sont suspendues',
  signInLockedBody: (minutes) =>
    `Quelqu'un a saisi 5 fois un mot de passe incorrect pour votre compte. Les connexions sont suspendues pendant ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Si vous n'êtes pas à l'origine de cette action, réinitialisez votre mot de passe.`,
  newDeviceSubject: 'Nouvelle connexion à votre compte',
  newDeviceBody: (from, place) =>
    `Une connexion à votre compte vient d'avoir lieu depuis ${device(from)} près de ${place}. ${disown}`,
  totpOnSubject: "Une application d'authentification a été activée",
  totpOffSubject: "L'application d'authentification a été désactivée",
  passkeyAddedSubject: "Une clé d'accès a été ajoutée à votre compte",
  passkeyRemovedSubject: "Une clé d'accès a été supprimée de votre compte",
  factorNoticeBody:
    "Les paramètres d'authentification à deux facteurs de votre compte viennent d'être modifiés. Si vous n'êtes pas à l'origine de cette action, réinitialisez votre mot de passe dès maintenant et contactez le support.",
  factorAddedBody: `Les paramètres d'authentification à deux facteurs de votre compte viennent d'être modifiés. ${disown}`,
  factorRemovedBody: (passkeyName) =>
    `${passkeyName === null ? "L'application d'authentification et ses codes de secours ont été supprimés" : `La clé d'accès «${nbsp}${passkeyName}${nbsp}» a été supprimée`} de votre compte, car elle a été ajoutée au cours des 7 jours précédant la sécurisation de votre compte. Si vous l'avez ajoutée vous-même, ajoutez-la de nouveau une fois connecté.`,
  destinationAddedSubject: 'Une adresse de retrait a été ajoutée',
  destinationAddedBody: (destination, opensAt) =>
    `${describe(destination)} a été ${agreed(destination, 'ajouté')} à votre carnet d'adresses. Vous pourrez y envoyer des fonds à partir du ${opensAt}. ${disown}`,
  destinationRemovedSubject: 'Une adresse de retrait a été supprimée',
  destinationRemovedBody: (destination) =>
    `${describe(destination)} a été ${agreed(destination, 'supprimé')} de votre carnet d'adresses. ${disown}`,
  allowListSubject: 'Votre liste des adresses de retrait autorisées a changé',
  allowListOnBody: `La liste des adresses de retrait autorisées de votre compte est activée${nbsp}: les fonds ne sont envoyés qu'aux destinations enregistrées. ${disown}`,
  allowListOffBody: (opensAt) =>
    `Quelqu'un a demandé à désactiver la liste des adresses de retrait autorisées de votre compte. Elle sera désactivée le ${opensAt}. ${disown}`,
} satisfies MailTexts;
