import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.xl} 0`,
  maxWidth: vars.size.content,
  margin: '0 auto',
  minWidth: 0,
});

/** The form beside its two side cards on a desktop, stacked on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    },
  },
});

export const sideCards = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const figure = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const figureNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardError = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  color: vars.color.danger,
});

export const email = style({ overflowWrap: 'anywhere' });

export const statusCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const completeBody = style({ display: 'grid', gap: vars.space.md });

export const completeActions = style({ display: 'flex', justifyContent: 'flex-end' });
