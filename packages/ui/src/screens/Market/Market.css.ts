import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pressedToggle, toggleTray, underlinedLink, wrapRow } from '../shared/surfaces.css';

// The account screens' column, header and title.
export { page, header, title } from '../shared/accountFigures.css';

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const asOf = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The freshness mark before the time, in the same line. */
export const asOfMark = style({ marginInlineEnd: vars.space.sm });

const box = {
  ...wrapRow(vars.space.md),
  padding: vars.space.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderRadius: vars.radii.lg,
} as const;

/** D10: the last good data is shown, but a refresh failed. */
export const staleNote = style({
  ...box,
  background: vars.color.warningSurface,
  borderColor: vars.color.warning,
  color: vars.color.text,
});

export const staleText = style({ flex: '1 1 16rem', minWidth: 0 });

export const errorBox = style({
  ...box,
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: vars.space.xl,
  background: vars.color.dangerSurface,
  borderColor: vars.color.danger,
});

export const lists = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const windowGroup = toggleTray;

export const windowButton = style([pressedToggle, { minWidth: '3.5rem' }]);

export const tables = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

/** Each card's slot is a container, so the card can follow its own width (a phone, a narrow column). */
export const cardSlot = style({ containerType: 'inline-size', minWidth: 0 });

/** A narrow card has no room for its full padding beside three columns (doubled: it outweighs the Card's own). */
export const listCard = style({
  '@container': {
    '(max-width: 400px)': { selectors: { '&&': { padding: vars.space.md } } },
  },
});

export const coinName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const coinTitle = style({ fontWeight: vars.fontWeight.medium });

/** A coin with a page (issue 44): its name is the link, underlined so it reads as one. */
export const coinLink = style([underlinedLink]);

export const coinSymbol = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The window under its column's name; "h" and "d" stay lower case in the upper-case header. */
export const headerWindow = style({ display: 'block', textTransform: 'none' });

export const recentTrades = style({ color: vars.color.textMuted });
