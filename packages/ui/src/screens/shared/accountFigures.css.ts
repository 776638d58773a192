// What the account screens (Dashboard, Portfolio, Overview) share: figure tiles, status boxes, tags and
// the line charts with their range buttons.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  boldFigure,
  bordered,
  cardColumns,
  inlineRow,
  pressedToggle,
  spreadRow,
  underlinedLink,
  wrapRow,
} from './surfaces.css';

const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

/** The height of one line of text at this size (placeholders keep the loaded text's height). */
const lineOf = (fontSize: string) => `calc(${fontSize} * ${vars.lineHeight.normal})`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

export const header = style(spreadRow(vars.space.md, 'flex-end'));

export const title = style(boldFigure(vars.fontSize.xxxl));

export const columns = style(cardColumns);

export const cardFooter = style({ display: 'flex', justifyContent: 'flex-end' });

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  ...bordered(vars.radii.lg),
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const tileLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { inlineRow as tileLabelRow };

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const unavailable = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cardsMeta = style({
  ...wrapRow(vars.space.md),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A loading state's frame: a size container, so its placeholders take the loaded rows' height at its width. */
export const loadingFrame = style({ containerType: 'inline-size' });

/**
 * A loading row in place of a meta row holding a small button (Refresh) keeps its height: one control
 * tall, or a line above the button where "Last updated: <date, time>" and the button wrap (about 340 px).
 */
export const cardsMetaWithControl = style([
  cardsMeta,
  {
    minHeight: vars.size.controlSm,
    '@container': {
      '(max-width: 339px)': {
        minHeight: `calc(${lineOf(vars.fontSize.sm)} + ${vars.space.md} + ${vars.size.controlSm})`,
      },
    },
  },
]);

/**
 * A muted bar standing in for a figure still loading (hidden from assistive technology by its user).
 * Shorter than the line it sits on, so the line keeps the height the loaded text will have.
 */
export const skeleton = style({
  display: 'inline-block',
  width: '60%',
  maxWidth: '8em',
  height: '1em',
  verticalAlign: 'middle',
  borderRadius: vars.radii.sm,
  background: vars.color.border,
});

export const statusBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  ...bordered(vars.radii.lg),
});

export const errorBox = style([
  statusBox,
  { background: vars.color.dangerSurface, borderColor: vars.color.danger },
]);

export const errorText = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

/** A small pill saying what a figure or chart is when it is not the user's own data ("Sample data", "Estimate"). */
export const sampleTag = style({
  display: 'inline-flex',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rangeGroup = style({ display: 'flex', gap: vars.space.xs });

export const rangeButtonActive = pressedToggle;

export const chartFrame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The plot: the SVG with the explorer, guide, marker and tooltip laid over it. */
export const plot = style({ position: 'relative' });

const plotHeight = '220px';

export const lineSvg = style({
  display: 'block',
  width: '100%',
  height: plotHeight,
  overflow: 'visible',
});

export const lineArea = style({ fill: vars.color.infoSurface, stroke: 'none' });

export const linePath = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const zeroLine = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

/**
 * PerformanceChart's figure box: the browser's default <figure> margins, written out so its loading
 * frame (a div) takes the same box. They narrow the chart by 80 px; dropping them changes the baselines.
 */
export const chartFigure = style({ marginBlock: '1em', marginInline: '40px' });

// The loading chart (in a loadingFrame): its parts as tall as the loaded ones at the frame's width.
export const plotPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: plotHeight,
  padding: vars.space.md,
  ...bordered(vars.radii.md),
  background: vars.color.surfaceSunken,
});

/** The high above the plot. */
export const highPlaceholder = style({ minHeight: lineOf(vars.fontSize.xs) });

/** The dates and the low under the plot (about 255 px of text): two lines in a narrower frame. */
export const datesPlaceholder = style({
  minHeight: `calc(2 * ${lineOf(vars.fontSize.xs)})`,
  '@container': { '(min-width: 256px)': { minHeight: lineOf(vars.fontSize.xs) } },
});

/** The caption ("Portfolio value from $12,500.00 on Jun 15, 2025 to … (13 points).", about 600 px of text). */
export const summaryPlaceholder = style({
  minHeight: `calc(3 * ${lineOf(vars.fontSize.sm)})`,
  '@container': {
    '(min-width: 320px)': { minHeight: `calc(2 * ${lineOf(vars.fontSize.sm)})` },
    '(min-width: 640px)': { minHeight: lineOf(vars.fontSize.sm) },
  },
});

/** The keyboard and pointer explorer: a slider over the whole plot. */
export const explorer = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radii.sm,
  cursor: 'crosshair',
  // A finger scrolls the page vertically; a sideways drag explores the points.
  touchAction: 'pan-y',
  selectors: { '&:focus-visible': focusRing },
});

export const guide = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: vars.borderWidth.thin,
  background: vars.color.borderStrong,
  pointerEvents: 'none',
});

export const marker = style({
  position: 'absolute',
  width: '12px',
  height: '12px',
  borderRadius: vars.radii.full,
  background: vars.color.primary,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  transform: 'translate(-50%, -50%)',
  pointerEvents: 'none',
});

export const tooltip = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  ...bordered(vars.radii.md, vars.color.borderStrong),
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: vars.zIndex.dropdown,
});

export const tooltipDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const tooltipValue = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const link = style([underlinedLink, { selectors: { '&:focus-visible': focusRing } }]);
