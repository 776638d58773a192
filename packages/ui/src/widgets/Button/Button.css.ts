import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Plain classes rather than a recipe: the recipe runtime would be JavaScript on every page's first paint
// (buttonClass.ts composes them). Declared in this order so a variant's rules follow the base's.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radii.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    // A busy button is disabled too, but stays at full strength: its label ("Processing...") must be readable.
    '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: {
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
  md: {
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  },
  lg: {
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.xl,
    fontSize: vars.fontSize.lg,
  },
});

export const fullWidth = style({ width: '100%' });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
