// D16: the Withdraw page's address book, its allow-list switch and its dialogs (they load after the page). The
// shared surfaces' helpers are written out here: importing surfaces.css would add its stylesheet to the chunk's
// preloads.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  minWidth: 0,
});

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemLabel = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const where = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const address = style({ fontFamily: vars.font.mono });

/** A small rounded label with a border (the shared surfaces' pill). */
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid currentColor`,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
} as const;

export const status = styleVariants({
  usable: { ...pill, color: vars.color.success },
  held: { ...pill, color: vars.color.warning, fontVariantNumeric: 'tabular-nums' },
  awaitingCode: { ...pill, color: vars.color.textMuted },
});

const wrapRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
} as const;

export const actions = style(wrapRow);

export const empty = style({ margin: 0 });

export const frameLine = style({ margin: 0, minHeight: '1.5em' });

/** The allow-list: the switch beside its name, the explanation and any pending turn-off under it. */
export const allowList = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const switchLabel = style({ fontWeight: vars.fontWeight.semibold, cursor: 'pointer' });

const trackWidth = '2.75rem';
const knob = '1.25rem';

/** A button drawn as a switch: a track, and a knob at the end when on. */
export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: '1.5rem',
  padding: 0,
  borderRadius: vars.radii.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&:disabled': { cursor: 'wait', opacity: 0.7 },
  },
});

export const switchKnob = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '0.125rem',
  width: knob,
  height: knob,
  borderRadius: vars.radii.full,
  background: vars.color.textMuted,
  transform: 'translateY(-50%)',
  transition: `inset-inline-start ${vars.duration.fast}`,
  selectors: {
    [`${switchTrack}[aria-checked="true"] &`]: {
      insetInlineStart: `calc(${trackWidth} - ${knob} - 0.25rem)`,
      background: vars.color.primaryText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const pending = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const dialogForm = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({ ...wrapRow, justifyContent: 'flex-end' });
