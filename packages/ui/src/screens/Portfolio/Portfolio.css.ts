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

/** The summary's loading frame lays its parts out as the card lays the loaded ones. */
export const summaryFrame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
