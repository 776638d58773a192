// The Two-factor authentication and Idle timeout cards (D15).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { lightPalette } from '../../theme/palette';
import { bordered, focusTarget, pill, wrapRow } from '../shared/surfaces.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statusRow = style({ ...wrapRow(vars.space.sm), margin: 0 });
export const statusName = style({ fontWeight: vars.fontWeight.semibold });

export const status = styleVariants({
  on: { ...pill, color: vars.color.success },
  off: { ...pill, color: vars.color.textMuted },
});

export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0 });
export const fact = style({ listStyle: 'none' });
export const fewCodes = style({ color: vars.color.warning, fontWeight: vars.fontWeight.medium });

export const actions = style(wrapRow(vars.space.sm));

/** A step's heading, which takes focus when the step replaces the button that led to it. */
export const stepTitle = style([
  focusTarget,
  { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
]);

export const titleTarget = focusTarget;

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
export const step = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const stepText = style({ margin: 0 });

/** D15: the QR code stays dark on light, with its quiet zone, in both themes, so every app can scan it. */
export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  justifySelf: 'start',
  width: '208px',
  height: '208px',
  ...bordered(vars.radii.md),
  background: lightPalette.surface,
  color: lightPalette.text,
});

/** The setup key, in groups of four, in a box the user can select from. */
export const secret = style({
  justifySelf: 'start',
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...bordered(vars.radii.sm),
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const codeForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '22rem' });

/** The 10 backup codes, two abreast where they fit. */
export const backupCodes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  ...bordered(vars.radii.md),
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  listStylePosition: 'inside',
});

export const doneNote = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const idleForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '22rem' });

/** The loaded lines drawn while the settings load: about as tall as the section once it shows. */
export const frameLine = style({ margin: 0, minHeight: vars.size.controlMd });

/** One passkey: its name, dates and Remove, wrapping on a phone. */
export const passkey = style({
  ...wrapRow(vars.space.sm),
  listStyle: 'none',
  justifyContent: 'space-between',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
