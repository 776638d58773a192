import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pill, warningNote, wrapRow } from '../shared/surfaces.css';

// The signed-in screens' column, shared with every screen under PageHeader.
export { signedInPage as page } from '../shared/surfaces.css';

/** The code field, then Join Trader under it (the field's hint and message stay with the field). */
export const joinForm = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '32rem',
});
export const codeField = style({ width: '100%' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The past-performance warning sits right under the figures, as readable as they are. */
export const riskNote = style({ ...warningNote, gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const riskNoteStrong = style({ fontWeight: vars.fontWeight.semibold });

export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
export const name = style({ overflowWrap: 'anywhere', minWidth: '8rem', display: 'block' });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const performance = styleVariants({
  up: { color: vars.color.chartUp, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  down: { color: vars.color.chartDown, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  none: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Active copies trades (green); paused is a neutral pause, not a warning. */
export const status = styleVariants({
  active: {
    ...pill,
    background: vars.color.successSurface,
    color: vars.color.success,
    borderColor: vars.color.success,
  },
  paused: {
    ...pill,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    borderColor: vars.color.borderStrong,
  },
  joined: {
    ...pill,
    background: vars.color.infoSurface,
    color: vars.color.info,
    borderColor: vars.color.info,
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
export const actionsPlaceholder = style([actions, { visibility: 'hidden' }]);
export const actionsCell = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'end' });
export const rowFailure = style({
  maxWidth: '22rem',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
});

export const staleNote = style({
  ...wrapRow(vars.space.sm),
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A heading that takes focus after its section changed under the user (a stopped row is gone). */
export { focusTarget } from '../shared/surfaces.css';
