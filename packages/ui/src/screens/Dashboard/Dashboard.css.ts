import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, bordered } from '../shared/surfaces.css';

// The layout, figure tiles, status boxes and tags every account screen shares.
export {
  page,
  header,
  title,
  cards,
  tile,
  tileLabel,
  tileValue,
  cardsMeta,
  cardsMetaWithControl,
  loadingFrame,
  skeleton,
  statusBox,
  errorBox,
  errorText,
  columns,
  sampleTag,
  note,
  chartFrame,
  cardFooter,
} from '../shared/accountFigures.css';

export const greeting = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export { underlinedLink as link } from '../shared/surfaces.css';

export const wide = style({
  '@media': { 'screen and (min-width: 1024px)': { gridColumn: 'span 2' } },
});

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
  ...bareList,
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
  ...bareList,
});

export const signal = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...bordered(vars.radii.md),
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

/** A transaction's type tag beside its text. */
export { inlineRow as description } from '../shared/surfaces.css';

/**
 * Recent Activity while loading: about as tall as its header and five rows (as the seed's transactions
 * draw them), so the link and the page below do not jump when they arrive. The card spans the page, so
 * the viewport tells how much a description wraps: over three lines on a phone, on one from 720 px.
 */
export const activityPending = style({
  minHeight: '490px',
  '@media': {
    'screen and (min-width: 560px)': { minHeight: '380px' },
    'screen and (min-width: 720px)': { minHeight: '240px' },
  },
});
