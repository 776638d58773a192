import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const stateName = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const stateFrame = style({
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
});
