/**
 * Writes an English source message (the text Lingui's macros keep in the code) with its values: `{name}` and
 * `{n, plural, =0 {…} one {…} other {…}}` with `#`. English needs no catalogue and no ICU compiler: this one pass is
 * all it runs. The product's messages use nothing else of ICU: `catalogues.test.ts` writes every English message of
 * the code both ways, with this and with Lingui's own compiler, and fails on a difference.
 */
export type MessageValues = Record<string, unknown>;

let englishNumbers: Intl.NumberFormat | undefined;
let englishPlurals: Intl.PluralRules | undefined;
const writeNumber = (value: number) =>
  (englishNumbers ??= new Intl.NumberFormat('en-US')).format(value);

/** Where the `}` that closes the `{` at `open` is. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

/** The branch of a plural's body that `count` picks (an exact `=n` first), else `other`. */
function pluralBranch(body: string, count: number): string {
  const category = (englishPlurals ??= new Intl.PluralRules('en-US')).select(count);
  let picked: string | undefined;
  let other = '';
  for (let at = 0; at < body.length; at += 1) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const key = body.slice(at, open).trim();
    const close = closingBrace(body, open);
    const text = body.slice(open + 1, close);
    if (key === `=${count}`) picked = text;
    else if (key === category) picked ??= text;
    if (key === 'other') other = text;
    at = close;
  }
  return picked ?? other;
}

export function formatSource(message: string, values: MessageValues = {}, hash?: number): string {
  let out = '';
  for (let at = 0; at < message.length; at += 1) {
    const char = message[at]!;
    if (char === '{') {
      const close = closingBrace(message, at);
      const [name = '', type, ...body] = message.slice(at + 1, close).split(',');
      const value = values[name.trim()];
      if (type?.trim() === 'plural') {
        const count = value as number;
        out += formatSource(pluralBranch(body.join(','), count), values, count);
      } else if (value !== undefined && value !== null) out += String(value);
      at = close;
    } else {
      out += char === '#' && hash !== undefined ? writeNumber(hash) : char;
    }
  }
  return out;
}
