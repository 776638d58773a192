// Spanish (usted): the same e-mails as en.ts, each written whole.
import type { MailDestination, MailDevice, MailTexts, WithdrawalRoute } from './MailTexts';

const codeBody = (code: string, what: string) =>
  `Su código de verificación es ${code}. Confirma ${what} y caduca en 10 minutos. Si no lo solicitó, ignore este correo electrónico y cambie su contraseña.`;

const disown =
  'Si no fue usted, siga el enlace que aparece a continuación: cierra todas las sesiones, elimina las llaves de acceso y la aplicación de autenticación añadidas en los últimos 7 días y bloquea los retiros hasta que restablezca su contraseña.';

const routes: Record<WithdrawalRoute, string> = {
  'Bank Transfer': 'transferencia bancaria',
  Cryptocurrency: 'criptomoneda',
};

const describe = (destination: MailDestination) =>
  destination.kind === 'bank'
    ? `La cuenta bancaria terminada en ${destination.lastDigits} («${destination.label}»)`
    : destination.kind === 'recipient'
      ? `El destinatario de transferencias ${destination.email} («${destination.label}»)`
      : `La dirección de ${destination.chain} ${destination.address} («${destination.label}»)`;

const device = ({ browser, system }: MailDevice) =>
  browser && system
    ? `${browser} en ${system}`
    : (browser ?? system ?? 'un dispositivo desconocido');

export const es = {
  antiPhishingLine: (phrase) => `Su frase antiphishing: ${phrase}`,

  signupSubject: 'Verifique su dirección de correo electrónico',
  signupCodeBody: (code) => codeBody(code, 'su dirección de correo electrónico'),
  forgotPasswordSubject: 'Su código para restablecer la contraseña',
  forgotPasswordCodeBody: (code) => codeBody(code, 'el restablecimiento de su contraseña'),
  withdrawalSubject: 'Confirme su retiro',
  withdrawalCodeBody: (code, amount, method, reference) =>
    codeBody(code, `su retiro de ${amount} por ${routes[method]} (referencia ${reference})`),
  transferSubject: 'Confirme su transferencia',
  transferCodeBody: (code, amount, recipientEmail, reference) =>
    codeBody(code, `su transferencia de ${amount} a ${recipientEmail} (referencia ${reference})`),
  profileChangeSubject: 'Confirme el cambio en su perfil',
  profileChangeCodeBody: (code) => codeBody(code, 'el cambio en sus datos personales'),
  passwordChangeSubject: 'Confirme el cambio de contraseña',
  passwordChangeCodeBody: (code) => codeBody(code, 'su nueva contraseña'),
  destinationSubject: 'Confirme una nueva dirección de retiro',
  destinationCodeBody: (code, destination, reference, opensAt, waitHours) =>
    `${codeBody(code, `una nueva dirección de retiro (referencia ${reference})`)}\n\n${describe(destination)} se añadió a su libreta de direcciones. Podrá enviar dinero a este destino ${waitHours} horas después de confirmarlo (no antes de ${opensAt}). ${disown}`,

  emailChangeNoticeSubject: 'Se está cambiando su dirección de correo electrónico',
  emailChangeDisownBody: (newEmail) =>
    `Alguien solicitó cambiar la dirección de correo electrónico de su cuenta a ${newEmail}. El cambio solo se realiza cuando se introduce el código enviado a esa dirección; durante los 7 días siguientes, esta dirección aún podrá deshacerlo. ${disown}`,
  emailChangedNoticeSubject: 'Se cambió su dirección de correo electrónico',
  emailChangedUndoBody: (newEmail, until) =>
    `La dirección de correo electrónico de su cuenta se cambió a ${newEmail}. Hasta el ${until}, esta dirección puede deshacer el cambio: siga el enlace que aparece a continuación para recuperar su dirección, cerrar todas las sesiones, eliminar las llaves de acceso y la aplicación de autenticación añadidas en los últimos 7 días y bloquear los retiros hasta que restablezca su contraseña. Hasta entonces, un restablecimiento de contraseña solicitado para esta dirección también se envía aquí.`,
  passwordChangedNoticeSubject: 'Se cambió su contraseña',
  passwordChangedNoticeBody:
    'La contraseña de su cuenta se acaba de cambiar y se cerraron todas las demás sesiones. Si no fue usted, restablezca su contraseña ahora y póngase en contacto con el servicio de asistencia.',
  signInLockedSubject: 'Los inicios de sesión en su cuenta están en pausa',
  signInLockedBody: (minutes) =>
    `Alguien introdujo 5 veces una contraseña incorrecta para su cuenta. Los inicios de sesión quedan en pausa durante ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Si no fue usted, restablezca su contraseña.`,
  newDeviceSubject: 'Nuevo inicio de sesión en su cuenta',
  newDeviceBody: (from, place) =>
    `Se acaba de iniciar sesión en su cuenta desde ${device(from)} cerca de ${place}. ${disown}`,
  totpOnSubject: 'Se activó una aplicación de autenticación',
  totpOffSubject: 'Se desactivó la aplicación de autenticación',
  passkeyAddedSubject: 'Se añadió una llave de acceso a su cuenta',
  passkeyRemovedSubject: 'Se eliminó una llave de acceso de su cuenta',
  factorNoticeBody:
    'La configuración de la verificación en dos pasos de su cuenta acaba de cambiar. Si no fue usted, restablezca su contraseña ahora y póngase en contacto con el servicio de asistencia.',
  factorAddedBody: `La configuración de autenticación en dos pasos de su cuenta acaba de cambiar. ${disown}`,
  factorRemovedBody: (passkeyName) =>
    `${passkeyName === null ? 'La aplicación de autenticación y sus códigos de respaldo se eliminaron' : `La llave de acceso «${passkeyName}» se eliminó`} de su cuenta porque se añadió en los 7 días anteriores a la protección de su cuenta. Si la añadió usted, vuelva a añadirla cuando haya iniciado sesión.`,
  destinationAddedSubject: 'Se añadió una dirección de retiro',
  destinationAddedBody: (destination, opensAt) =>
    `${describe(destination)} se añadió a su libreta de direcciones. Podrá enviar dinero a este destino a partir de ${opensAt}. ${disown}`,
  destinationRemovedSubject: 'Se eliminó una dirección de retiro',
  destinationRemovedBody: (destination) =>
    `${describe(destination)} se eliminó de su libreta de direcciones. ${disown}`,
  allowListSubject: 'Su lista de direcciones de retiro permitidas cambió',
  allowListOnBody: `La lista de direcciones de retiro permitidas de su cuenta está activada: el dinero solo se envía a destinos guardados. ${disown}`,
  allowListOffBody: (opensAt) =>
    `Alguien solicitó desactivar la lista de direcciones de retiro permitidas de su cuenta. Se desactivará a partir de ${opensAt}. ${disown}`,
} satisfies MailTexts;
