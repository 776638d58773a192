import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const money = recipe({
  base: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    trend: {
      none: {},
      up: { color: vars.color.chartUp },
      down: { color: vars.color.chartDown },
    },
  },
  defaultVariants: { trend: 'none' },
});
