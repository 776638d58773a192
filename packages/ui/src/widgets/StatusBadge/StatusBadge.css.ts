import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const badgeTone = styleVariants({
  warning: {
    background: vars.color.warningSurface,
    color: vars.color.warning,
    borderColor: vars.color.warning,
  },
  success: {
    background: vars.color.successSurface,
    color: vars.color.success,
    borderColor: vars.color.success,
  },
  danger: {
    background: vars.color.dangerSurface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
  },
});
