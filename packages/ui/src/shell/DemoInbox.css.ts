import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A static bar above the header: it never covers the page (WCAG 2.4.11). */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const inDialog = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const trigger = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const panel = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'min(36rem, calc(100vh - 2rem))',
  overflowY: 'auto',
  // Above any dialog it is opened from (it is rendered inside dialogs in mock mode).
  zIndex: vars.zIndex.toast,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const message = style({
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const subject = style({ margin: 0, fontSize: vars.fontSize.md });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const backOffice = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
