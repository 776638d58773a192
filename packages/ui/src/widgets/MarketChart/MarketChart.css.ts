import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const captionMark = style({ marginInlineStart: vars.space.sm });

/** The coin page's link, at the caption's end (the caption wraps on a phone). */
export const captionAction = style({
  marginInlineStart: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const frame = style({
  position: 'relative',
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const canvas = style({ width: '100%' });

/**
 * The heights a chart comes in, as classes rather than style attributes: prerendered pages are parsed under a
 * Content-Security-Policy that refuses inline style attributes (deploy/nginx-config.mjs).
 */
export const chartHeights = [400, 420] as const;
export type ChartHeight = (typeof chartHeights)[number];
export const frameHeight = styleVariants({ 400: { minHeight: 400 }, 420: { minHeight: 420 } });
export const placeholderHeight = styleVariants({ 400: { height: 400 }, 420: { height: 420 } });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const errorText = style({ color: vars.color.danger });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  width: vars.space.lg,
  height: vars.space.xs,
  borderRadius: vars.radii.sm,
});

/** A legend swatch in the colour the canvas draws the line with (studyColors). */
export const swatchColor = styleVariants(vars.color, (color) => ({ background: color }));
