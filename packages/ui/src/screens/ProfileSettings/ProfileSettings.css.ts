import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardColumns } from '../shared/surfaces.css';

// The signed-in screens' column, shared with every screen under PageHeader.
export { signedInPage as page } from '../shared/surfaces.css';

export const columns = style({ ...cardColumns, minWidth: 0 });

/** Current Profile Information: label and value pairs. */
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detail = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const detailLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const notProvided = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Fields two abreast where they fit. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  minWidth: 0,
});
export const wide = style({ gridColumn: '1 / -1' });

export { optionGroup as checkboxes } from '../shared/surfaces.css';
export const legend = style({
  marginBlockEnd: vars.space.xs,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const loadingFrame = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '100vh',
});
