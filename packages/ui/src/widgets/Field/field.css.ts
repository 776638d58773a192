import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** Shared look of text inputs and selects. */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      borderWidth: vars.borderWidth.thick,
    },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});
