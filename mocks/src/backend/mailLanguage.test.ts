// D18: every e-mail is sent in the language of the account it is about, chosen when it is sent.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, freshKey, signIn, steppedUp } from '../test/backendFixtures';
import { MINUTE } from './clock';
import type { MockBackend } from './MockBackend';
import { mailTexts, mailTextsByLanguage, mailTextsFor } from './mailTexts';
import type { MailDestination, MailTexts } from './mailTexts';
import { de } from './mailTexts/de';
import { en } from './mailTexts/en';
import { es } from './mailTexts/es';
import { fr } from './mailTexts/fr';
import { hi } from './mailTexts/hi';

const bankWithdrawal = {
  amount: 100,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
};

type Session = Awaited<ReturnType<typeof signIn>>;

/** Changes the profile's language through the API (request, then the e-mailed code); returns that code's e-mail. */
async function chooseLanguage(backend: MockBackend, owner: Session, language: string) {
  await backend.api.requestProfileChange(owner.userId, { language }, owner.authorization);
  const mail = backend
    .outbox(alex.email)
    .findLast((message) => message.purpose === 'profile_change');
  await backend.api.verifyProfileChange(owner.userId, { otp: mail?.code });
  expect(backend.api.getProfile(owner.userId).language).toBe(language);
  return mail;
}

async function withdraw(backend: MockBackend, owner: Session) {
  const created = await backend.api.createWithdrawal(owner.userId, bankWithdrawal, freshKey());
  const mail = backend.outbox(alex.email).findLast((message) => message.purpose === 'withdrawal');
  return { created, mail };
}

describe('e-mails in the account’s language (D18)', () => {
  it('sends a German account its withdrawal code in German, and English again once it switches back', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    await chooseLanguage(backend, owner, 'German');

    const german = await withdraw(backend, owner);
    const code = german.mail?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(german.mail?.subject).toBe('Bestätigen Sie Ihre Auszahlung');
    expect(german.mail?.body).toBe(
      `Ihr Bestätigungscode lautet ${code}. Er bestätigt Ihre Auszahlung von $100.00 per Banküberweisung (Referenz ${german.created.id}) und läuft in 10 Minuten ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort.`,
    );
    // The code in the German e-mail is the one that approves the withdrawal.
    await expect(
      backend.api.verifyWithdrawal(owner.userId, german.created.id, { otp: code }),
    ).resolves.toMatchObject({ withdrawal: { status: 'approved' } });

    // The code that switches back is still sent in German: the language is the account's when it is sent.
    clock.advance(MINUTE);
    const switchBack = await chooseLanguage(backend, owner, 'English');
    expect(switchBack?.subject).toBe('Bestätigen Sie die Änderung Ihres Profils');
    expect(switchBack?.body).toContain(`Ihr Bestätigungscode lautet ${switchBack?.code}.`);

    const english = await withdraw(backend, owner);
    expect(english.mail?.subject).toBe('Confirm your withdrawal');
    expect(english.mail?.body).toBe(
      `Your verification code is ${english.mail?.code}. It confirms your withdrawal of $100.00 by Bank Transfer (reference ${english.created.id}) and expires in 10 minutes. If you did not ask for it, ignore this e-mail and change your password.`,
    );
  });

  it('translates the anti-phishing line and keeps the phrase as it was set', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    await backend.api.setAntiPhishingPhrase(
      owner.userId,
      { anti_phishing_phrase: 'Blue heron 42' },
      owner.authorization,
      proof,
    );
    const changeCode = await chooseLanguage(backend, owner, 'German');
    expect(changeCode?.body).toMatch(/^Your anti-phishing phrase: Blue heron 42\n\n/);

    clock.advance(MINUTE);
    await backend.api.requestForgotPassword({ email: alex.email });
    const reset = backend.outbox(alex.email).at(-1);
    expect(reset?.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    expect(reset?.body).toBe(
      `Ihre Anti-Phishing-Phrase: Blue heron 42\n\nIhr Bestätigungscode lautet ${reset?.code}. Er bestätigt das Zurücksetzen Ihres Passworts und läuft in 10 Minuten ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort.`,
    );
  });

  it('writes both e-mails of an address change in the account’s language: the code to the new address, the notice to the old', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    await chooseLanguage(backend, owner, 'French');
    clock.advance(MINUTE);
    const proof = await steppedUp(backend, owner, { password: alex.password });
    await backend.api.requestProfileChange(
      owner.userId,
      { new_email: 'alex.nouveau@example.com' },
      owner.authorization,
      proof,
    );
    const code = backend.outbox('alex.nouveau@example.com').at(-1);
    expect(code?.subject).toBe('Confirmez la modification de votre profil');
    expect(code?.body).toContain(`Votre code de vérification est ${code?.code}.`);
    const notice = backend.outbox(alex.email).at(-1);
    expect(notice?.subject).toBe('Votre adresse e-mail est en cours de modification');
    expect(notice?.body).toContain('par alex.nouveau@example.com.');
  });

  it('words the device in the account’s language, its names untouched', async () => {
    const { backend } = createTestBackend();
    const owner = await signIn(backend, alex);
    await chooseLanguage(backend, owner, 'Hindi');
    await backend.api.login(
      { email: alex.email, password: alex.password },
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    );
    const notice = backend.outbox(alex.email).at(-1);
    expect(notice?.subject).toBe('आपके खाते में नया साइन इन');
    expect(notice?.body).toBe(
      `आपके खाते में अभी-अभी San Francisco, United States के पास iPhone पर Safari से साइन इन किया गया है। यदि यह आपने नहीं किया है, तो नीचे दिए गए लिंक पर जाएँ: इससे सभी सत्रों से साइन आउट हो जाएगा, पिछले 7 दिनों में जोड़ी गई पासकी और ऑथेंटिकेटर ऐप हटा दिए जाएँगे और आपका पासवर्ड रीसेट होने तक निकासी रोक दी जाएगी।`,
    );
  });

  it('names a saved destination in the account’s language (French agrees with « l’adresse »)', async () => {
    const { backend, clock } = createTestBackend();
    const owner = await signIn(backend, alex);
    await chooseLanguage(backend, owner, 'French');
    clock.advance(MINUTE);
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const added = await backend.api.addWithdrawalDestination(
      owner.userId,
      { label: 'Portefeuille froid', kind: 'crypto', chain: 'eth', address },
      owner.authorization,
      await steppedUp(backend, owner, { password: alex.password }),
    );
    const codeMail = backend.outbox(alex.email).findLast((m) => m.purpose === 'destination');
    expect(codeMail?.subject).toBe('Confirmez une nouvelle adresse de retrait');
    expect(codeMail?.body).toContain(
      `\n\nL'adresse Ethereum ${address} («\u00a0Portefeuille froid\u00a0») a été ajoutée à votre carnet d'adresses. Vous pourrez y envoyer des fonds 24 heures après l'avoir confirmée (pas avant `,
    );
    await backend.api.removeWithdrawalDestination(owner.userId, added.destination.id);
    const removed = backend.outbox(alex.email).at(-1);
    expect(removed?.subject).toBe('Une adresse de retrait a été supprimée');
    expect(removed?.body).toMatch(
      /^L'adresse Ethereum \S+ \(«\u00a0Portefeuille froid\u00a0»\) a été supprimée de/,
    );
  });

  it('falls back to English for a language it does not know', () => {
    expect(mailTextsFor('English')).toBe(en);
    expect(mailTextsFor('German')).toBe(de);
    expect(mailTextsFor('Klingon')).toBe(en);
    expect(mailTextsFor('constructor')).toBe(en);
    expect(mailTextsFor(undefined)).toBe(en);
    expect(mailTexts).toBe(en);
  });
});

describe('the five languages’ texts', () => {
  const languages = Object.entries(mailTextsByLanguage);
  const englishKeys = Object.keys(en).sort();

  it('have the same keys, each of the same kind (text or function of the same arity)', () => {
    expect(languages.map(([language]) => language)).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Hindi',
    ]);
    expect([es, fr, de, hi].every((texts) => languages.some(([, t]) => t === texts))).toBe(true);
    for (const [language, texts] of languages) {
      expect(Object.keys(texts).sort(), language).toEqual(englishKeys);
      for (const key of englishKeys) {
        const mine = texts[key as keyof MailTexts];
        const english = en[key as keyof MailTexts];
        expect(typeof mine, `${language}.${key}`).toBe(typeof english);
        if (typeof mine === 'function' && typeof english === 'function')
          expect(mine.length, `${language}.${key}`).toBe(english.length);
      }
    }
  });

  // Every text with the values it carries, written out once per language.
  const bank: MailDestination = { kind: 'bank', lastDigits: '6819', label: 'Main account' };
  const crypto: MailDestination = {
    kind: 'crypto',
    chain: 'BNB Smart Chain',
    address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
    label: 'Cold wallet',
  };
  const at = '2026-06-16T12:00:00.000Z';
  const samples = (t: MailTexts): [string, string, string[]][] => [
    ['antiPhishingLine', t.antiPhishingLine('Blue heron 42'), ['Blue heron 42']],
    ['signupCodeBody', t.signupCodeBody('482913'), ['482913']],
    ['forgotPasswordCodeBody', t.forgotPasswordCodeBody('482913'), ['482913']],
    [
      'withdrawalCodeBody',
      t.withdrawalCodeBody('482913', '$1,234.50', 'Cryptocurrency', 17),
      ['482913', '$1,234.50', '17'],
    ],
    [
      'transferCodeBody',
      t.transferCodeBody('482913', '$25.00', 'jamie.lee@example.com', 18),
      ['482913', '$25.00', 'jamie.lee@example.com', '18'],
    ],
    ['profileChangeCodeBody', t.profileChangeCodeBody('482913'), ['482913']],
    ['passwordChangeCodeBody', t.passwordChangeCodeBody('482913'), ['482913']],
    [
      'destinationCodeBody',
      t.destinationCodeBody('482913', crypto, 4, at, 48),
      ['482913', '4', at, '48', crypto.address, crypto.label],
    ],
    ['emailChangeDisownBody', t.emailChangeDisownBody('new@example.com'), ['new@example.com']],
    ['signInLockedBody', t.signInLockedBody(15), ['15']],
    [
      'newDeviceBody',
      t.newDeviceBody({ browser: 'Chrome', system: 'Windows' }, 'London, United Kingdom'),
      ['Chrome', 'Windows', 'London, United Kingdom'],
    ],
    ['destinationAddedBody', t.destinationAddedBody(bank, at), ['6819', bank.label, at]],
    ['destinationRemovedBody', t.destinationRemovedBody(crypto), [crypto.address, crypto.label]],
    ['allowListOffBody', t.allowListOffBody(at), [at]],
  ];

  it.each(languages)(
    '%s keeps codes, amounts, addresses, dates and the phrase as given',
    (_, texts) => {
      for (const [key, text, values] of samples(texts))
        for (const value of values) expect(text, key).toContain(value);
    },
  );

  it.each(languages.filter(([language]) => language !== 'English'))(
    '%s translates every text: none is the English one, and no English route or phrase is left in',
    (language, texts) => {
      for (const key of englishKeys) {
        const mine = texts[key as keyof MailTexts];
        if (typeof mine === 'string')
          expect(mine, `${language}.${key}`).not.toBe(en[key as keyof MailTexts]);
      }
      const englishSamples = new Map(samples(en).map(([key, text]) => [key, text]));
      for (const [key, text] of samples(texts)) {
        expect(text, key).not.toBe(englishSamples.get(key));
        expect(text, key).not.toMatch(
          /Cryptocurrency|Bank Transfer|Unknown device|address book|verification code| the /,
        );
      }
      expect(texts.newDeviceBody({}, 'Oakland, United States')).not.toContain('Unknown device');
    },
  );

  it('has Hindi in Devanagari', () => {
    for (const [key, text] of samples(hi)) expect(text, key).toMatch(/[\u0900-\u097F]/);
    for (const key of englishKeys) {
      const text = hi[key as keyof MailTexts];
      if (typeof text === 'string') expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
