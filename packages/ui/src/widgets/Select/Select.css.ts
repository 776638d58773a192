import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const select = style({
  cursor: 'pointer',
  paddingInlineEnd: vars.space.xl,
});
