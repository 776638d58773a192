import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The chart's height, set through the CSSOM (a prerendered page's policy refuses style attributes). */
export const chartHeight = createVar();
const height = fallbackVar(chartHeight, '360px');

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const frame = style({ position: 'relative' });

const box = {
  boxSizing: 'content-box',
  height,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  overflow: 'hidden',
} as const;

/** The focusable chart: the keyboard cursor's keys work while it has focus. */
export const chartBox = style({
  ...box,
  // The library stacks its canvases with z-indexes: kept inside, so Back to live and the note paint over them.
  isolation: 'isolate',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});

export const canvas = style({ width: '100%', height });

export const failure = style({
  ...box,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const errorText = style({ margin: 0, color: vars.color.danger });

/** Over the chart's top corner, while the newest candle is out of view. */
export const backToLive = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  boxShadow: vars.shadow.md,
});

/** "No candles yet", over the empty chart. */
export const emptyNote = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const tableToggle = style({ alignSelf: 'flex-start' });

/** The table's prices and volumes: digits of one width, so the columns line up. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
