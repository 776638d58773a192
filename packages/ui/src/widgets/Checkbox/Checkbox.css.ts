import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const input = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: vars.space.xxs,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
});
