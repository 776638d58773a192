import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { boldFigure, formBesideSide } from '../shared/surfaces.css';

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
  ...formBesideSide,
});

export const sideCards = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const figure = style({ ...boldFigure(vars.fontSize.xxl), overflowWrap: 'anywhere' });

export const figureNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const email = style({ overflowWrap: 'anywhere' });

/** A transfer's status badge beside its note. */
export { inlineRow as statusCell } from '../shared/surfaces.css';

export const completeBody = style({ display: 'grid', gap: vars.space.md });

export const completeActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** D22: the saved recipients, one line each (label and address, state, Enter code). */
export const recipientList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recipientRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  overflowWrap: 'anywhere',
});
