import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  canonicalEmail,
  emailSkeleton,
  hasHiddenCharacters,
  isEmailShaped,
  isSingleScript,
  mixesScripts,
  readEmail,
  scriptCodes,
} from './emailAddress';
import { describeEmailShape, hiddenCharacters } from '../test/emailRuleCases';
import { FieldErrorCollector } from './requestFields';
import { serverTexts } from './serverTexts';

describeEmailShape(isEmailShaped, MAX_EMAIL_LENGTH);

describe('hasHiddenCharacters', () => {
  it.each([...hiddenCharacters, ['tab', '\t'] as const])('finds a %s', (_, character) => {
    expect(hasHiddenCharacters(`ali${character}ce@example.com`)).toBe(true);
  });

  it('lets visible letters, accents and punctuation through', () => {
    expect(hasHiddenCharacters('jose\u0301.o\u2019neil+x@ex-ample.com')).toBe(false);
  });
});

describe('canonicalEmail', () => {
  it('trims, composes and lower-cases the whole address', () => {
    expect(canonicalEmail('  Alice@EXAMPLE.com ')).toBe('alice@example.com');
    expect(canonicalEmail('JOSE\u0301@example.com')).toBe('jos\u00e9@example.com');
    expect(canonicalEmail('jos\u00e9@example.com')).toBe(canonicalEmail('jose\u0301@example.com'));
  });

  it('folds compatibility forms (NFKC, D16): full-width letters and @, ligatures, styled letters', () => {
    expect(canonicalEmail('\uFF41lex.morgan@example.com')).toBe('alex.morgan@example.com');
    expect(canonicalEmail('\uFF21LEX.MORGAN\uFF20EXAMPLE.COM')).toBe('alex.morgan@example.com');
    expect(canonicalEmail('\uFB01nn@example.com')).toBe('finn@example.com');
    expect(canonicalEmail('\u{1D41A}lex@example.com')).toBe('alex@example.com');
  });

  it('keeps letters of other scripts as they are', () => {
    expect(canonicalEmail('\u0418\u0432\u0430\u043D@example.com')).toBe(
      '\u0438\u0432\u0430\u043D@example.com',
    );
  });

  it('reads the domain’s IDNA A-labels as their U-labels, in any case (issue 40)', () => {
    expect(canonicalEmail('alex.morgan@xn--exmple-4nf.com')).toBe('alex.morgan@ex\u0430mple.com');
    expect(canonicalEmail('Alex.Morgan@XN--EXMPLE-4NF.COM')).toBe('alex.morgan@ex\u0430mple.com');
    expect(canonicalEmail('ivan@xn--e1afmkfd.xn--p1ai')).toBe(
      'ivan@\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444',
    );
    // Only the domain is IDNA; a local part is read as it is.
    expect(canonicalEmail('xn--exmple-4nf@example.com')).toBe('xn--exmple-4nf@example.com');
  });

  it.each([
    ['undecodable punycode', 'a@xn--a\u00e9.com'],
    ['a decoding that is ASCII', 'a@xn--example-.com'],
    ['a decoding that is an A-label again', 'a@xn--xn--ab-gva.com'],
    ['a decoding that folds into a dot (a full-width full stop)', 'a@xn--abcd-r89x.com'],
  ])(
    'keeps a label that is no A-label as it is: %s, so a second reading changes nothing',
    (_, email) => {
      expect(canonicalEmail(email)).toBe(email);
    },
  );
});

describe('isSingleScript and mixesScripts (D16, TR39 §5.2 highly restrictive)', () => {
  it.each([
    ['plain ASCII', 'alex.morgan+news@example.com'],
    [
      'Cyrillic local part and IDN domain',
      '\u0438\u0432\u0430\u043D@\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444',
    ],
    [
      'Greek local part and IDN domain',
      '\u03B1\u03BB\u03AD\u03BE\u03B7\u03C2@\u03C0\u03B1\u03C1\u03AC\u03B4\u03B5\u03B9\u03B3\u03BC\u03B1.\u03B5\u03BB',
    ],
    ['a Cyrillic local part at a Latin domain', '\u043C\u0430\u0440\u0438\u044F@example.com'],
    ['one Latin label, one Cyrillic label', 'info@\u043F\u0440\u0438\u043C\u0435\u0440.com'],
    ['Latin with Han and kana (Japanese)', '\u7530\u4E2D\u305F\u308Dtaro@example.jp'],
    ['Latin with Hangul', '\uD55C\uAE00kim@example.kr'],
    ['Arabic with Arabic-Indic digits', '\u0645\u062D\u0645\u062F\u0661\u0662@example.com'],
    ['accents (Inherited) on Latin', 'jose\u0301@example.com'],
  ])('accepts %s', (_, email) => {
    expect(mixesScripts(canonicalEmail(email))).toBe(false);
  });

  it.each([
    ['a Cyrillic а in a Latin domain label', 'alex.morgan@ex\u0430mple.com'],
    ['a Cyrillic о in a Latin local part', 'alex.m\u043Ergan@example.com'],
    ['a Greek ο in a Latin local part', 'alex.m\u03BFrgan@example.com'],
    ['a Greek α in a Latin top-level domain', 'alex@example.\u03B1pp'],
    ['Cyrillic and Greek in one label', 'alex@\u0430\u03B1.com'],
    ['Latin with Arabic', 'ali\u0645@example.com'],
    ['Han, kana and Cyrillic', '\u7530\u4E2D\u0430@example.jp'],
    ['a private-use character', 'alex\uE000@example.com'],
  ])('refuses %s', (_, email) => {
    expect(mixesScripts(canonicalEmail(email))).toBe(true);
  });

  it('knows a script for every assigned character this engine has (a missing one would read as mixed)', () => {
    const known = scriptCodes
      .split(' ')
      .filter((code) => {
        try {
          return new RegExp(`\\p{scx=${code}}`, 'u') instanceof RegExp;
        } catch {
          return false; // newer than this engine: the code skips it the same way
        }
      })
      .map((code) => `\\p{scx=${code}}`)
      .join('');
    const unknown = new RegExp(`[^${known}\\p{scx=Zyyy}\\p{scx=Zinh}\\p{Cn}\\p{Co}\\p{Cs}]`, 'u');
    const missing: string[] = [];
    for (let start = 0; start < 0x110000; start += 0x1000) {
      let chunk = '';
      for (let code = start; code < start + 0x1000; code += 1)
        if (code < 0xd800 || code > 0xdfff) chunk += String.fromCodePoint(code);
      const found = unknown.exec(chunk);
      if (found) missing.push(`U+${found[0].codePointAt(0)?.toString(16)}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers in linear time on a huge mixed input', { timeout: 5_000 }, () => {
    expect(isSingleScript('a\u0430'.repeat(100_000))).toBe(false);
    expect(isSingleScript('\u0430'.repeat(200_000))).toBe(true);
  });
});

describe('emailSkeleton (TR39 §4)', () => {
  it.each([
    ['a Cyrillic а', 'alex.morgan@ex\u0430mple.com'],
    ['a Greek ο', 'alex.m\u03BFrgan@example.com'],
    ['rn for m', 'alex.rnorgan@example.com'],
    ['the digit 1 for l', 'a1ex.morgan@example.com'],
    ['Cyrillic е, х and а', 'alex.morgan@\u0435\u0445\u0430mple.com'],
    // Issue 40: confusables.txt maps these to capitals; skeletons compare case-folded.
    ['the digit 0 for o', 'alex.m0rgan@example.com'],
    ['a Cyrillic а as its A-label', 'alex.morgan@xn--exmple-4nf.com'],
  ])("gives %s Alex's skeleton", (_, email) => {
    expect(emailSkeleton(canonicalEmail(email))).toBe(emailSkeleton('alex.morgan@example.com'));
  });

  it('tells apart addresses that only share letters', () => {
    expect(emailSkeleton('alex.morgan@example.com')).not.toBe(
      emailSkeleton('alex.morgan@example.org'),
    );
    expect(emailSkeleton('\u0438\u0432\u0430\u043D@example.com')).not.toBe(
      emailSkeleton('ivan@example.com'),
    );
  });
});

describe('readEmail', () => {
  const read = (value: unknown) => {
    const errors = new FieldErrorCollector();
    const email = readEmail({ email: value }, 'email', errors, 'required');
    try {
      errors.throwIfAny();
      return email;
    } catch (error) {
      return (error as { body: unknown }).body;
    }
  };

  it('answers the canonical address', () => {
    expect(read(' Sam@Example.COM ')).toBe('sam@example.com');
  });

  it('records the required message for a missing or blank field', () => {
    expect(read(undefined)).toEqual({ email: ['required'] });
    expect(read('   ')).toEqual({ email: ['required'] });
  });

  it('folds the address (NFKC)', () => {
    expect(read('\uFF41lex.morgan@example.com')).toBe('alex.morgan@example.com');
  });

  it('records its own message for hidden characters, at the edges too', () => {
    const refused = { email: [serverTexts.emailHiddenCharacters] };
    expect(read('ali\u200Bce@example.com')).toEqual(refused);
    expect(read('\uFEFFalice@example.com')).toEqual(refused);
    expect(read('alice@example.com\u200E')).toEqual(refused);
  });
});
