import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: `min(${vars.size.dialog}, calc(100vw - 2 * ${vars.space.lg}))`,
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const title = style({
  paddingInlineEnd: vars.size.controlSm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const accessory = style({
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  minWidth: vars.size.controlSm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xl,
});
