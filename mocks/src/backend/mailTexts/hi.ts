// Hindi (आप), in Devanagari: the same e-mails as en.ts, each written whole.
import type { MailDestination, MailDevice, MailTexts, WithdrawalRoute } from './MailTexts';

/** `what` in the oblique case, before "की पुष्टि". */
const codeBody = (code: string, what: string) =>
  `आपका सत्यापन कोड ${code} है। यह ${what} की पुष्टि करता है और 10 मिनट में समाप्त हो जाएगा। यदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें और अपना पासवर्ड बदलें।`;

const disown =
  'यदि यह आपने नहीं किया है, तो नीचे दिए गए लिंक पर जाएँ: इससे सभी सत्रों से साइन आउट हो जाएगा, पिछले 7 दिनों में जोड़ी गई पासकी और ऑथेंटिकेटर ऐप हटा दिए जाएँगे और आपका पासवर्ड रीसेट होने तक निकासी रोक दी जाएगी।';

const routes: Record<WithdrawalRoute, string> = {
  'Bank Transfer': 'बैंक ट्रांसफ़र',
  Cryptocurrency: 'क्रिप्टोकरेंसी',
};

const describe = (destination: MailDestination) =>
  destination.kind === 'bank'
    ? `${destination.lastDigits} पर समाप्त होने वाला बैंक खाता ("${destination.label}")`
    : destination.kind === 'recipient'
      ? `ट्रांसफ़र प्राप्तकर्ता ${destination.email} ("${destination.label}")`
      : `${destination.chain} पता ${destination.address} ("${destination.label}")`;

const device = ({ browser, system }: MailDevice) =>
  browser && system ? `${system} पर ${browser}` : (browser ?? system ?? 'एक अज्ञात डिवाइस');

export const hi = {
  antiPhishingLine: (phrase) => `आपका एंटी-फ़िशिंग वाक्यांश: ${phrase}`,

  signupSubject: 'अपना ईमेल पता सत्यापित करें',
  signupCodeBody: (code) => codeBody(code, 'आपके ईमेल पते'),
  forgotPasswordSubject: 'आपका पासवर्ड रीसेट कोड',
  forgotPasswordCodeBody: (code) => codeBody(code, 'आपके पासवर्ड रीसेट'),
  withdrawalSubject: 'अपनी निकासी की पुष्टि करें',
  withdrawalCodeBody: (code, amount, method, reference) =>
    codeBody(code, `${routes[method]} द्वारा ${amount} की आपकी निकासी (संदर्भ ${reference})`),
  transferSubject: 'अपने ट्रांसफ़र की पुष्टि करें',
  transferCodeBody: (code, amount, recipientEmail, reference) =>
    codeBody(code, `${recipientEmail} को ${amount} के आपके ट्रांसफ़र (संदर्भ ${reference})`),
  profileChangeSubject: 'अपनी प्रोफ़ाइल में बदलाव की पुष्टि करें',
  profileChangeCodeBody: (code) => codeBody(code, 'आपकी व्यक्तिगत जानकारी में बदलाव'),
  passwordChangeSubject: 'अपने पासवर्ड में बदलाव की पुष्टि करें',
  passwordChangeCodeBody: (code) => codeBody(code, 'आपके नए पासवर्ड'),
  destinationSubject: 'एक नए निकासी पते की पुष्टि करें',
  destinationCodeBody: (code, destination, reference, opensAt, waitHours) =>
    `${codeBody(code, `एक नए निकासी पते (संदर्भ ${reference})`)}\n\n${describe(destination)} आपकी पता पुस्तिका में जोड़ा गया है। आपकी पुष्टि के ${waitHours} घंटे बाद (${opensAt} से पहले नहीं) इस पर धनराशि भेजी जा सकती है। ${disown}`,

  emailChangeNoticeSubject: 'आपका ईमेल पता बदला जा रहा है',
  emailChangeDisownBody: (newEmail) =>
    `किसी ने आपके खाते का ईमेल पता बदलकर ${newEmail} करने का अनुरोध किया है। यह बदलाव तभी होगा जब उस पते पर भेजा गया कोड दर्ज किया जाएगा; उसके बाद 7 दिनों तक यह पता इस बदलाव को अब भी पलट सकता है। ${disown}`,
  emailChangedNoticeSubject: 'आपका ईमेल पता बदल दिया गया है',
  emailChangedUndoBody: (newEmail, until) =>
    `आपके खाते का ईमेल पता बदलकर ${newEmail} कर दिया गया है। ${until} तक यह पता इस बदलाव को पलट सकता है: अपना पता वापस पाने, सभी सत्रों से साइन आउट करने, पिछले 7 दिनों में जोड़ी गई पासकी और ऑथेंटिकेटर ऐप हटाने और आपका पासवर्ड रीसेट होने तक निकासी रोकने के लिए नीचे दिए गए लिंक पर जाएँ। तब तक इस पते के लिए माँगा गया पासवर्ड रीसेट कोड भी यहीं भेजा जाएगा।`,
  passwordChangedNoticeSubject: 'आपका पासवर्ड बदल दिया गया है',
  passwordChangedNoticeBody:
    'आपके खाते का पासवर्ड अभी-अभी बदला गया है और अन्य सभी सत्रों से साइन आउट कर दिया गया है। यदि यह आपने नहीं किया है, तो अभी अपना पासवर्ड रीसेट करें और सहायता टीम से संपर्क करें।',
  signInLockedSubject: 'आपके खाते में साइन इन रोक दिए गए हैं',
  signInLockedBody: (minutes) =>
    `किसी ने आपके खाते के लिए 5 बार गलत पासवर्ड दर्ज किया। साइन इन ${minutes} मिनट के लिए रोक दिए गए हैं। यदि यह आपने नहीं किया है, तो अपना पासवर्ड रीसेट करें।`,
  newDeviceSubject: 'आपके खाते में नया साइन इन',
  newDeviceBody: (from, place) =>
    `आपके खाते में अभी-अभी ${place} के पास ${device(from)} से साइन इन किया गया है। ${disown}`,
  totpOnSubject: 'एक ऑथेंटिकेटर ऐप चालू किया गया',
  totpOffSubject: 'ऑथेंटिकेटर ऐप बंद कर दिया गया',
  passkeyAddedSubject: 'आपके खाते में एक पासकी जोड़ी गई',
  passkeyRemovedSubject: 'आपके खाते से एक पासकी हटाई गई',
  factorNoticeBody:
    'आपके खाते की टू-फ़ैक्टर सेटिंग अभी-अभी बदली गई है। यदि यह आपने नहीं किया है, तो अभी अपना पासवर्ड रीसेट करें और सहायता टीम से संपर्क करें।',
  factorAddedBody: `आपके खाते की टू-फ़ैक्टर सेटिंग अभी-अभी बदली गई है। ${disown}`,
  factorRemovedBody: (passkeyName) =>
    `${passkeyName === null ? 'ऑथेंटिकेटर ऐप और उसके बैकअप कोड' : `पासकी "${passkeyName}"`} आपके खाते से हटा ${passkeyName === null ? 'दिए गए हैं' : 'दी गई है'}, क्योंकि उसे आपके खाते को सुरक्षित किए जाने से पहले के 7 दिनों में जोड़ा गया था। यदि आपने उसे स्वयं जोड़ा था, तो साइन इन करने के बाद उसे फिर से जोड़ें।`,
  destinationAddedSubject: 'एक निकासी पता जोड़ा गया',
  destinationAddedBody: (destination, opensAt) =>
    `${describe(destination)} आपकी पता पुस्तिका में जोड़ा गया है। ${opensAt} से इस पर धनराशि भेजी जा सकती है। ${disown}`,
  destinationRemovedSubject: 'एक निकासी पता हटाया गया',
  destinationRemovedBody: (destination) =>
    `${describe(destination)} आपकी पता पुस्तिका से हटा दिया गया है। ${disown}`,
  allowListSubject: 'अनुमत निकासी पतों की आपकी सूची बदल गई है',
  allowListOnBody: `आपके खाते के लिए अनुमत निकासी पतों की सूची चालू है: धनराशि केवल सहेजे गए गंतव्यों पर भेजी जाती है। ${disown}`,
  allowListOffBody: (opensAt) =>
    `किसी ने आपके खाते के लिए अनुमत निकासी पतों की सूची बंद करने का अनुरोध किया है। यह ${opensAt} पर बंद हो जाएगी। ${disown}`,
} satisfies MailTexts;
