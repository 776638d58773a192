import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

// Plain classes rather than a recipe: the recipe runtime would be JavaScript on every page's first paint.
export const circle = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radii.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.duration.spin} linear infinite`,
});

export const circleSize = styleVariants({
  sm: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.borderWidth.thick },
  md: { width: vars.space.xl, height: vars.space.xl, borderWidth: vars.borderWidth.thick },
  lg: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
});
