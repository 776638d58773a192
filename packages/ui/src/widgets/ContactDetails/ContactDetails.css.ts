import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  margin: 0,
});

export const detail = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  fontStyle: 'normal',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
