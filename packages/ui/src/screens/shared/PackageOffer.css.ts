import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { warningNote } from './surfaces.css';

export const price = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const priceNote = style({ color: vars.color.textMuted });

// D2: the risk line is as prominent as the rate: same size, weight and colour, in one box.
export const rateAndRisk = style({
  ...warningNote,
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
