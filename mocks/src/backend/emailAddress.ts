// E-mail addresses as the server reads them. The client's rule (packages/ui forms/rules/email.ts) is the
// same; the mock cannot import it, so emailAddress.test.ts holds this copy to the same cases. The
// look-alike rules of D16 (mixed scripts, TR39 skeletons, and issue 40's reading of IDNA A-labels) are the
// server's alone: the client has no copy of them.
import unhomoglyph from 'unhomoglyph';
import { withULabels } from './idnaLabels';
import type { FieldErrorCollector, Fields } from './requestFields';
import { serverTexts } from './serverTexts';

/**
 * RFC 5321 caps a path at 256 octets including its angle brackets, so no deliverable address is longer
 * than 254. Checked before anything else reads the text, so a huge string costs nothing.
 */
export const MAX_EMAIL_LENGTH = 254;

// Control (C0, DEL, C1), format (zero-width, soft hyphen, BOM, bidi marks, embeddings and isolates),
// lone surrogates, and what Unicode says renders as nothing (e.g. Hangul fillers, variation selectors).
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacter.test(text);
}

// NFKC last too: lower-casing can leave a letter and its accent apart.
const fold = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC');

/**
 * The one form an address is stored and looked up in: trimmed, folded (NFKC: a full-width `ａ` is `a`, a
 * ligature its letters, D16), lower-cased, and the domain's IDNA A-labels read as the U-labels they stand for
 * (issue 40: `xn--exmple-4nf` is `exаmple`, Cyrillic а and all), so every check sees what a reader would. The
 * whole address is lower-cased because this server has always matched users case-insensitively.
 */
export function canonicalEmail(email: string): string {
  const folded = fold(email.trim());
  // Decoding grows with the square of a label's length; an address past the cap is refused anyway.
  return folded.length > MAX_EMAIL_LENGTH ? folded : withULabels(folded, fold);
}

/**
 * Spec 1 §5: something@something.tld, no spaces, with the length cap first. Plain scans, each in time
 * linear in the length (the old regex backtracked quadratically on `a@` + dots + `@`).
 */
export function isEmailShaped(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  if (/\s/.test(email) || hasHiddenCharacters(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.includes('@', at + 1)) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * A request's e-mail field in canonical form, or null after recording why not: blank gets
 * `requiredMessage`; invisible, bidi or control characters anywhere in what was sent get their own
 * message (a look-alike of another user's address is never stored or looked up).
 */
export function readEmail(
  fields: Fields,
  name: string,
  errors: FieldErrorCollector,
  requiredMessage: string = serverTexts.fieldRequired,
): string | null {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '') {
    errors.add(name, requiredMessage);
    return null;
  }
  const email = canonicalEmail(value);
  // After folding too: a compatibility form could fold into something that renders as nothing.
  if (hasHiddenCharacters(value) || hasHiddenCharacters(email)) {
    errors.add(name, serverTexts.emailHiddenCharacters);
    return null;
  }
  return email;
}

// D16, Unicode TR39 §5: every script the engine knows, by its ISO 15924 code (Unicode 17; a code the
// engine does not know is skipped). A character of none of them (private use, unassigned) fits no set.
export const scriptCodes =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd ' +
  'Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi ' +
  'Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng ' +
  'Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb ' +
  'Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei ' +
  'Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc ' +
  'Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind ' +
  'Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng ' +
  'Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb';

// TR39 §5.1's augmented sets (Han is also Japanese, Korean and Han with Bopomofo) and §5.2's highly
// restrictive level, which lets Latin join each of them (e.g. `田中taro`).
const scriptCombinations = [
  'Hani Hira Kana',
  'Hani Hang',
  'Hani Bopo',
  'Latn Hani Hira Kana',
  'Latn Hani Hang',
  'Latn Hani Bopo',
];

let scriptSets: RegExp[] | null = null;

/** One pattern per allowed set: only its scripts' characters, Common and Inherited ones (TR39 §5.1). */
function allowedScriptSets(): RegExp[] {
  if (scriptSets) return scriptSets;
  const sets: RegExp[] = [];
  for (const codes of [...scriptCodes.split(' '), ...scriptCombinations]) {
    const classes = codes.split(' ').map((code) => `\\p{scx=${code}}`);
    try {
      sets.push(new RegExp(`^[\\p{scx=Zyyy}\\p{scx=Zinh}${classes.join('')}]*$`, 'u'));
    } catch {
      // A script newer than this engine: none of its characters can be typed here anyway.
    }
  }
  scriptSets = sets;
  return sets;
}

/**
 * TR39 §5.2 "highly restrictive", for one part of an address: one script (Common and Inherited
 * characters, such as digits, `.`, `-` and accents, go with any), or Latin with Han and Japanese kana,
 * Bopomofo or Hangul. Each test is a single linear scan; ASCII answers at once.
 */
export function isSingleScript(part: string): boolean {
  if (/^[ -~]*$/.test(part)) return true;
  return allowedScriptSets().some((set) => set.test(part));
}

/**
 * D16: whether an e-mail-shaped address mixes scripts: the local part and every label of the domain must
 * each be single-script, so `alex.morgan@exаmple.com` (a Cyrillic `а`) is refused while `иван@пример.рф`
 * and `иван@example.com` are not.
 */
export function mixesScripts(email: string): boolean {
  const at = email.lastIndexOf('@');
  const parts = at === -1 ? [email] : [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return !parts.every(isSingleScript);
}

/** At most this many rounds of mapping and case folding; real data settles after two. */
const SKELETON_ROUNDS = 4;

/**
 * Unicode TR39 §4 skeleton: two addresses with the same skeleton look alike (`m` and `rn`, Latin `a` and
 * Cyrillic `а`, `l` and `1`, `0` and `o`). Not for display. The confusables data is Unicode's confusables.txt as
 * the `unhomoglyph` package ships it; the skeleton is NFD(map(NFD(address))), of the canonical address,
 * case-folded (issue 40): the data maps to capitals (`0` → `O`) while addresses are compared in lower case, and a
 * capital's small letter may map on (`M` → `m` → `rn`), so mapping and folding repeat until nothing changes.
 */
export function emailSkeleton(email: string): string {
  let skeleton = email.normalize('NFD').toLowerCase();
  for (let round = 0; round < SKELETON_ROUNDS; round += 1) {
    const next = unhomoglyph(skeleton).normalize('NFD').toLowerCase();
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton;
}
