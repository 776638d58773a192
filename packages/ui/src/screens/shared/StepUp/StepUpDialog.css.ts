import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const failureLines = style({ display: 'grid', gap: vars.space.xxs });

/** "Use a passkey", under the fields it stands in for. */
export const alternative = style({ display: 'flex', justifyContent: 'flex-start' });
