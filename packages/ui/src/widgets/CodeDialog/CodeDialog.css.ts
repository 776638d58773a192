import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const resendRow = style({ display: 'flex', justifyContent: 'flex-start' });

/** The resend row with its countdown (only when the dialog is given `resendAvailableAt`). */
export const resendRowWithWait = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

/** The code's expiry and the resend countdown: quiet, but as readable as a hint. */
export const timing = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
