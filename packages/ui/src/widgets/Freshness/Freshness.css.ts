import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // No block padding: the mark sits in a line of text and never makes it taller.
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

/** The kind is in the words; the colour and the dot only repeat it. */
export const markKind = styleVariants({
  live: { background: vars.color.successSurface, color: vars.color.success },
  delayed: { background: vars.color.warningSurface, color: vars.color.warning },
  stale: { background: vars.color.dangerSurface, color: vars.color.danger },
});

export const dot = style({
  inlineSize: '0.5em',
  blockSize: '0.5em',
  borderRadius: vars.radii.full,
  background: 'currentColor',
  flexShrink: 0,
});
