import fc from 'fast-check';

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'0123456789') },
  { weight: 2, arbitrary: fc.constantFrom(',', '.', '-', ' ') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('+', 'e', 'E', 'x', '_', '１', '٣', '−', '\u00a0', '\u200b', '$'),
  },
);

/** Strings that look like a typed amount: digits, separators, signs and the odd look-alike mark. */
export const amountLike = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));

/** Any text at all, from plain strings to any code points, and amount-like ones. */
export const anyAmountText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme-composite' }),
  amountLike,
  // Long digit runs, to reach past what integer cents hold.
  fc.stringMatching(/^-?[0-9]{10,40}(\.[0-9]{0,3})?$/),
);
