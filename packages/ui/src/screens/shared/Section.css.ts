// The async section's parts (Section.tsx): its error row, its stale note and the balance card's figure.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { boldFigure } from './surfaces.css';

/** An error or stale note beside its Try Again, in a row that wraps on a phone. */
export { inlineRow } from './surfaces.css';

export const staleText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The balance: one line, as tall loading as loaded (the placeholder sits on the same line box). */
export const balanceFigure = style({
  margin: 0,
  ...boldFigure(vars.fontSize.xxl),
  overflowWrap: 'anywhere',
});

export const balanceFigureCompact = style({ fontSize: vars.fontSize.xl });

/** Under the balance, as quiet as a stale note. */
export { staleText as balanceNote };

/** The figure and its note, as far apart as a card's lines. */
export const balanceBody = style({ display: 'grid', gap: vars.space.lg });
