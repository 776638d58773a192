import { style } from '@vanilla-extract/css';
import { underlinedLink } from './surfaces.css';

/** The chart caption's link to the coin's live page (issue 44). */
export const coinPageLink = style([underlinedLink]);
