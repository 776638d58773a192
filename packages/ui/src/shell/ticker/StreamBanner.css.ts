import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** At the top of the page's content, above its title. */
export const banner = style({ marginBlockEnd: vars.space.md });

export const countdown = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
