import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const change = styleVariants({
  up: [figure, { color: vars.color.chartUp }],
  down: [figure, { color: vars.color.chartDown }],
  flat: [figure],
});

export const changeIcon = style({ marginInlineEnd: vars.space.xxs });
