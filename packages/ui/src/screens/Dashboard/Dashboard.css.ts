import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const greeting = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.primaryHover },
});

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
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const tileLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const cardsMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const statusBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.lg,
});

export const errorBox = style([
  statusBox,
  { background: vars.color.dangerSurface, borderColor: vars.color.danger },
]);

export const errorText = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});

export const wide = style({
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 'span 2' } },
});

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

export const rangeButtonActive = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

export const chartFrame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const lineSvg = style({
  display: 'block',
  width: '100%',
  height: '220px',
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

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const donutLayout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  margin: 0,
});

export const donut = style({ width: '160px', height: '160px', flexShrink: 0 });

export const donutTrack = style({ fill: 'none', stroke: vars.color.surfaceSunken });

// Five colours told apart in both themes; the legend's text carries the values.
const sliceColors = ['primary', 'success', 'warning', 'borderStrong', 'danger'] as const;
export type SliceColor = (typeof sliceColors)[number];
export const sliceColorOrder: readonly SliceColor[] = sliceColors;

export const slice = styleVariants(
  Object.fromEntries(sliceColors.map((name) => [name, name])) as Record<SliceColor, SliceColor>,
  (name) => ({ fill: 'none', stroke: vars.color[name] }),
);

export const swatch = styleVariants(
  Object.fromEntries(sliceColors.map((name) => [name, name])) as Record<SliceColor, SliceColor>,
  (name) => ({
    display: 'inline-block',
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radii.sm,
    background: vars.color[name],
    flexShrink: 0,
  }),
);

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const legendValue = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.lg,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

export const signals = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const signal = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
});

export const signalBadge = styleVariants({
  buy: { color: vars.color.success, background: vars.color.successSurface },
  neutral: { color: vars.color.info, background: vars.color.infoSurface },
  sell: { color: vars.color.danger, background: vars.color.dangerSurface },
});

export const badgeBase = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const cardFooter = style({ display: 'flex', justifyContent: 'flex-end' });
