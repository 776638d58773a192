import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/sprinkles.css';
import { tickerRowHeight } from '../theme/tickerSize';

// Below this width the signed-out menu folds into the Menu button, the signed-in one into the drawer.
const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const header = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerInner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const interactive = {
  display: 'inline-flex',
  alignItems: 'center',
  // Between an icon and its label (a flex item drops the text's leading space).
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceSunken,
      fontWeight: vars.fontWeight.semibold,
    },
  },
} as const;

export const menuLink = style(interactive);
export const iconButton = style(interactive);

export const mainNav = style({ minWidth: 0 });

/** Signed in, phones: the top menu's entries are in the drawer, so the header is one row. */
export const signedInNav = style([
  mainNav,
  { display: 'none', '@media': { [wide]: { display: 'block' } } },
]);

export const phoneOnly = style({ '@media': { [wide]: { display: 'none' } } });
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'inline' } } });

/**
 * The ticker's row, reserved before its code loads (it arrives after the page), so nothing below moves
 * when it does. Its border is drawn inside the row, not added to it.
 */
export const tickerSlot = style({
  height: tickerRowHeight,
  background: vars.color.surface,
  boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.thin}) 0 ${vars.color.border}`,
  contain: 'strict',
});

export const collapsibleMenu = style([
  menu,
  { display: 'none', '@media': { [wide]: { display: 'flex' } } },
]);

export const phoneMenuButton = style([interactive, { '@media': { [wide]: { display: 'none' } } }]);

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: vars.space.md,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  zIndex: vars.zIndex.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(320px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} 200ms ease-out`,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const drawerTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const drawerFooter = style({
  marginTop: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const footer = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const footerInner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});

export const footerHeading = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  margin: `0 0 ${vars.space.xs}`,
});

export const footerLink = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

/** D18: the signed-out language picker, a column of the footer like the link lists. */
export const languagePicker = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const languageSelect = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const copyright = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
});
