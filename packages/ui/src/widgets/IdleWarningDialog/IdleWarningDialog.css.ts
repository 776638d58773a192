import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countdown = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const countdownLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The time left: large, and in fixed-width digits so it does not jitter as it counts. */
export const countdownTime = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
