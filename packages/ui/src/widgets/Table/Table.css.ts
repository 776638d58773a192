import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A container, so a message row can size itself to the visible width (see messageContent).
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  containerType: 'inline-size',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const cell = style(cellBase);

/** A column's alignment, for its header and its cells (neither base sets one). */
export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });

/** A loading row's value: a muted bar one text line tall (hidden from assistive technology). */
export const placeholder = style({
  display: 'inline-block',
  width: '5em',
  maxWidth: '100%',
  height: '1em',
  verticalAlign: 'middle',
  borderRadius: vars.radii.sm,
  background: vars.color.border,
});

export const messageCell = style({
  ...cellBase,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * On a phone the columns can make the table wider than the screen; a message ("No pending
 * transfers", an error and its Try Again) stays in the visible part instead of the table's middle.
 */
export const messageContent = style({
  position: 'sticky',
  insetInlineStart: vars.space.md,
  width: `calc(100cqi - 2 * ${vars.space.md})`,
});

export const errorMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.danger,
});
