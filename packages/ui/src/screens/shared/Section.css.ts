// The async section's parts (Section.tsx): its error row, its stale note and the balance card's figure.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** An error or stale note beside its Try Again, in a row that wraps on a phone. */
export const inlineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const staleText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The balance: one line, as tall loading as loaded (the placeholder sits on the same line box). */
export const balanceFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const balanceFigureCompact = style({ fontSize: vars.fontSize.xl });

export const balanceNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The figure and its note, as far apart as a card's lines. */
export const balanceBody = style({ display: 'grid', gap: vars.space.lg });
