import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A live region that exists before its text, so a new notice is announced.
export const idle = style({ display: 'contents' });
export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const icon = style({ flexShrink: 0 });
