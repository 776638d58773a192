import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const text = style({ color: vars.color.textMuted, margin: 0, maxWidth: '40rem' });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
