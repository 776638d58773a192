import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { lightPalette } from '../../theme/palette';
import { clippedAway } from '../../theme/visuallyHidden.css';
import { bordered, outlinedControl, stackedPage } from '../shared/surfaces.css';

const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
};

export const page = style(stackedPage(vars.space.xl));

/** Phones: balance, then the flow, then the notes; wide screens: the flow beside balance and notes. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"balance" "main" "info"',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main balance" "main info"',
    },
  },
});

export const main = style({ gridArea: 'main', display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const balanceArea = style({ gridArea: 'balance', minWidth: 0 });
export const infoArea = style({ gridArea: 'info', minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const infoList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stepHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus-visible': focusRing },
});

export const step = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export { optionGroup as fieldset } from '../shared/surfaces.css';

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  ...bordered(vars.radii.md),
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      borderWidth: vars.borderWidth.thick,
      background: vars.color.surfaceSunken,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const optionDisabled = style({
  cursor: 'not-allowed',
  background: vars.color.surfaceSunken,
});

export const radio = style({
  width: vars.size.icon,
  height: vars.size.icon,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  outline: 'none',
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });
export const optionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const wallet = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.lg,
  ...bordered(vars.radii.md),
  background: vars.color.surfaceSunken,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

/** The QR code stays dark on light in both themes, so every scanner reads it. */
export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  justifySelf: 'start',
  width: '160px',
  height: '160px',
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: lightPalette.surface,
});

export const walletDetails = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
});

export const address = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The address's Copy button beside its status; the file button beside the chosen file's name. */
export { inlineRow as copyRow, inlineRow as fileRow } from '../shared/surfaces.css';

export const fileInput = style(clippedAway);

export const fileButton = style({
  ...outlinedControl,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  selectors: {
    [`${fileInput}:focus-visible + &`]: focusRing,
  },
});

export const fileName = style({
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const summaryTerm = style({ fontWeight: vars.fontWeight.semibold });
export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** Table cells that read badly when broken over lines; the table scrolls instead. */
export const nowrap = style({ whiteSpace: 'nowrap' });
