import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderInlineStartWidth: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const bannerTone = styleVariants({
  info: {
    background: vars.color.infoSurface,
    color: vars.color.info,
    borderColor: vars.color.info,
  },
  success: {
    background: vars.color.successSurface,
    color: vars.color.success,
    borderColor: vars.color.success,
  },
  warning: {
    background: vars.color.warningSurface,
    color: vars.color.warning,
    borderColor: vars.color.warning,
  },
  error: {
    background: vars.color.dangerSurface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
  },
});

export const icon = style({
  flexShrink: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const close = style({
  flexShrink: 0,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid currentColor` },
  },
});
