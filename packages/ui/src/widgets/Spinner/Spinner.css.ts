import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radii.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} ${vars.duration.spin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.borderWidth.thick },
      md: { width: vars.space.xl, height: vars.space.xl, borderWidth: vars.borderWidth.thick },
      lg: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
