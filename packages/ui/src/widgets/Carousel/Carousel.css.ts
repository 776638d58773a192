import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const perView = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const viewport = style({ overflow: 'hidden' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${vars.space.lg} * -1)`,
});

export const slide = style({
  // One slide unless the component says otherwise: its markup then needs no style attribute (prerendered pages).
  flex: `0 0 calc(100% / ${fallbackVar(perView, '1')})`,
  minWidth: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
});

// A slide's content fills the slide, so cards in one view share a height.
globalStyle(`${slide} > *`, { flex: '1 1 auto' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// 24 px target (WCAG 2.5.8) around a small visible dot.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radii.full,
  '::before': {
    content: '""',
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radii.full,
    borderWidth: vars.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    background: 'transparent',
  },
  selectors: {
    '&[aria-current="true"]::before': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
  },
});
