import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space.xxxl, padding: `${vars.space.xl} 0` });

/** The sample-content note, centred under the figures. */
export const centered = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, textAlign: 'center' });
export const section = style({ display: 'grid', gap: vars.space.lg });

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radii.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted });

export const demo = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  margin: 0,
});

export const demoImage = style({
  width: '100%',
  maxWidth: '720px',
  height: 'auto',
  borderRadius: vars.radii.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const demoScreen = style({ fill: vars.color.surface });
export const demoPanel = style({ fill: vars.color.surfaceSunken });
export const demoBar = style({ fill: vars.color.border });
export const demoLine = style({ fill: 'none', stroke: vars.color.chartUp, strokeWidth: 4 });
export const demoPlayDisc = style({ fill: vars.color.primary, opacity: 0.92 });
export const demoPlayArrow = style({ fill: vars.color.primaryText });

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  margin: 0,
  textAlign: 'center',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const statLabel = style({ color: vars.color.textMuted });

export const callToAction = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});

export const footnote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
