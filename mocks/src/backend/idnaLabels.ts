// Issue 40: `<input type=email>` hands the server an internationalised domain as its IDNA A-labels
// (`exаmple` with a Cyrillic а arrives as `xn--exmple-4nf`), which are ASCII and would pass every look-alike
// check. The server reads each A-label as the U-label it stands for before folding and checking it.
// `punycode` (RFC 3492, the decoder tr46 itself uses) and not tr46: UTS 46's mapping and validation add about
// 60 KB gzip to the in-browser demo, and NFKC, lower-casing and the TR39 checks after decoding already cover them.
// Imported by its CommonJS file: a bare `punycode` is Node's deprecated built-in.
import punycode from 'punycode/punycode.js';

const aLabelPrefix = 'xn--';

/**
 * The U-label an A-label stands for, folded as the rest of the address is (`fold`), or the label as it is when
 * it is not one: undecodable punycode, or a decoding that is ASCII, holds a dot or an `@`, or is an A-label
 * again (no real U-label does). Reading an address twice therefore gives the same address.
 */
function uLabelOf(label: string, fold: (text: string) => string): string {
  if (!label.startsWith(aLabelPrefix)) return label;
  let decoded: string;
  try {
    decoded = fold(punycode.decode(label.slice(aLabelPrefix.length)));
  } catch {
    return label;
  }
  const isULabel =
    !/^\p{ASCII}*$/u.test(decoded) && !/[.@]/.test(decoded) && !decoded.startsWith(aLabelPrefix);
  return isULabel ? decoded : label;
}

/** `email` (already folded by `fold`, so lower case) with its domain's A-labels read as U-labels. */
export function withULabels(email: string, fold: (text: string) => string): string {
  const at = email.lastIndexOf('@');
  if (at === -1 || !email.includes(aLabelPrefix, at)) return email;
  const domain = email
    .slice(at + 1)
    .split('.')
    .map((label) => uLabelOf(label, fold))
    .join('.');
  return `${email.slice(0, at + 1)}${domain}`;
}
