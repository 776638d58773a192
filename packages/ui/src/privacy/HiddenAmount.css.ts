import { style } from '@vanilla-extract/css';

/**
 * The mask's box: the same six dots, so one width for every amount; never broken across lines. Inline,
 * not inline-block, so an accessible name reads "of hidden." without a space before the stop.
 */
export const mask = style({
  // Holds its visually hidden "hidden", which would otherwise be placed against the page and, inside a
  // table that scrolls in its own box, widen the page.
  position: 'relative',
  whiteSpace: 'nowrap',
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
});
