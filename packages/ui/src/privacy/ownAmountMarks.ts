import { amountMask } from './mask';

// Private-use characters: no spec text, translation or figure contains them.
const OPEN = '\uE001';
const CLOSE = '\uE002';
const marked = /\uE001([^\uE001\uE002]*)\uE002/g;

/**
 * D17, issue 40: the user's own figure in a text a screen keeps on screen (a notice), marked so that `MaskedText`
 * shows it as the mask while amounts are hidden, also when privacy mode is turned on after the notice appeared.
 * The marks travel through a translation with the value (a spec text's placeholder takes any characters).
 */
export const markOwnAmount = (figure: string): string => `${OPEN}${figure}${CLOSE}`;

/** `text` with each marked figure shown, or written as the mask while amounts are hidden. */
export function showOwnAmounts(text: string, hidden: boolean): string {
  return text.includes(OPEN)
    ? text.replace(marked, (_, figure: string) => (hidden ? amountMask : figure))
    : text;
}
