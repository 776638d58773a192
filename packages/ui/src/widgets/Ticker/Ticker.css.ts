import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tickerRowHeight } from '../../theme/tickerSize';

/** How many items one copy of the list holds: the loop's duration follows it, so the speed is constant. */
export const itemCount = createVar();

// Every item has the same fixed size, so one copy of the list is exactly itemCount × itemWidth wide.
const itemWidth = '16.75rem';
const itemHeight = '28px';

// One copy's width per loop: the second copy stands where the first began when the loop restarts.
const scroll = keyframes({
  from: { transform: 'translate3d(0, 0, 0)' },
  to: { transform: 'translate3d(-50%, 0, 0)' },
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: tickerRowHeight,
  paddingLeft: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  // Nothing inside can change the size of anything outside.
  contain: 'layout paint',
  overflow: 'hidden',
});

export const control = style({ flex: 'none', minWidth: '6.5rem' });

export const viewport = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    // Reduced motion: a still row the user scrolls (keyboard too: the viewport takes focus).
    '[data-motion="static"] &': { overflowX: 'auto', scrollbarWidth: 'thin' },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationDuration: `calc(${itemCount} * 6s)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  // Compositor-only motion: the track is its own layer and only its transform changes.
  willChange: 'transform',
  selectors: {
    '[data-motion="paused"] &': { animationPlayState: 'paused' },
    '[data-motion="static"] &': { animation: 'none', willChange: 'auto' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const list = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  flex: 'none',
  display: 'grid',
  // Symbol (EUR/USD, MATIC), price ($67,432.18), change (▲ +12.34%): each column fits its widest.
  gridTemplateColumns: '4rem 5.75rem 5.25rem',
  columnGap: vars.space.xs,
  alignItems: 'center',
  width: itemWidth,
  height: itemHeight,
  padding: `0 ${vars.space.sm}`,
  borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  // A new price lays out its own box only. No paint containment and no clipping inside: each clip is
  // a property node the browser updates on every frame that samples the moving track.
  contain: 'size layout style',
});

export const symbol = style({ fontWeight: vars.fontWeight.semibold });

/** A coin's symbol links to its page (issue 44): it looks as before, underlined on hover, ringed on focus. */
export const symbolLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    borderRadius: vars.radii.sm,
  },
});

// Everything in an item is left-aligned: a figure that grows or shrinks never moves its own start (a
// right-aligned one would, and each move counts as a layout shift).
const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.semibold,
});

export const changeUp = style([change, { color: vars.color.chartUp }]);
export const changeDown = style([change, { color: vars.color.chartDown }]);
export const changeFlat = style([change, { color: vars.color.textMuted }]);

/** Holds the arrow's place when there is none, so the figure stays where it was. */
export const arrowSlot = style({ display: 'inline-block', width: '1em', flexShrink: 0 });

/** Prices from a failed refresh or never loaded: muted, with the note saying why. */
export const dimmed = style({ color: vars.color.textMuted });

export const note = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  borderLeft: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** D19: the stream is live: the note says so quietly instead of warning. */
export const liveNote = style([
  note,
  { background: vars.color.successSurface, color: vars.color.success },
]);

export const placeholder = style({ color: vars.color.textMuted, paddingLeft: vars.space.sm });
