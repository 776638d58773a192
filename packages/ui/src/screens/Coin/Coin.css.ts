import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pressedToggle, toggleTray, underlinedLink, wrapRow } from '../shared/surfaces.css';

// The account screens' column and title.
export { page, title } from '../shared/accountFigures.css';

export const backLink = style([underlinedLink, { alignSelf: 'flex-start' }]);

export const header = style({ ...wrapRow(vars.space.xl), alignItems: 'flex-end' });

export const figures = style({ ...wrapRow(vars.space.xl), margin: 0 });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const figureValue = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const price = style(figureValue);

export const changeValue = style(figureValue);

export const freshness = style({ marginBlockEnd: vars.space.xs });

export const chartCard = style({ minWidth: 0 });

export const intervals = style([toggleTray, { marginBlockEnd: vars.space.md }]);

export const intervalButton = style([pressedToggle, { minWidth: '3rem' }]);

/** Holds the chart's height while its candles come, so the page below never moves. */
export const chartFrame = style({
  display: 'grid',
  placeItems: 'center',
  height: '360px',
});

export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
