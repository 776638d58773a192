import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const percent = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const increase = style([percent, { color: vars.color.chartUp }]);

export const decrease = style([percent, { color: vars.color.chartDown }]);

export const typeCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
