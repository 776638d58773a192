import { style } from '@vanilla-extract/css';

/** A box clipped to one pixel and out of the flow: nothing shows, assistive technology still reads it. */
export const clippedAway = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({ ...clippedAway, padding: 0, margin: '-1px', border: 0 });
