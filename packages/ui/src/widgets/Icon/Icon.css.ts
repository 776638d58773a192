import { style } from '@vanilla-extract/css';

/** One em square on the text's baseline, so an icon sits where the symbol it replaces stood. */
export const icon = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
  flexShrink: 0,
});
