import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const moneyTrend = styleVariants({
  none: {},
  up: { color: vars.color.chartUp },
  down: { color: vars.color.chartDown },
});
