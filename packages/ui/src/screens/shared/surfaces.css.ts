// The rows, boxes, links and controls the account screens draw alike: one definition each.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/sprinkles.css';

/** A thin solid border with rounded corners (in the border colour unless told). */
export const bordered = (radius: string, color: string = vars.color.border) =>
  ({
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: color,
    borderRadius: radius,
  }) as const;

/** Short items side by side on one centred line, wrapping on a phone (a tag beside its text). */
export const wrapRow = (gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const;

export const inlineRow = style(wrapRow(vars.space.sm));

/** A heading that takes focus after its section changed under the user: a ring only for the keyboard. */
export const focusTarget = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
      borderRadius: vars.radii.sm,
    },
  },
});

/** A link in running text: underlined, darker on hover. */
export const underlinedLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: vars.color.primaryHover },
});

/** A control drawn as an outlined button (a file picker's label, the theme toggle). */
export const outlinedControl = {
  display: 'inline-flex',
  alignItems: 'center',
  ...bordered(vars.radii.md, vars.color.borderStrong),
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
} as const;

/** A small rounded label with a border (a status); the caller adds its colours. */
export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  ...bordered(vars.radii.full, 'currentColor'),
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
} as const;

/** A warning that must be read (the risk beside a rate, past performance): a tinted box, lines stacked. */
export const warningNote = {
  display: 'grid',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
} as const;

/** A row with its first item at the start and the rest at the end, wrapping under it when there is no room. */
export const spreadRow = (gap: string, alignItems: 'center' | 'flex-end' = 'center') =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems,
    justifyContent: 'space-between',
    gap,
  }) as const;

/** A list without bullets or indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A figure or title set large, bold and tight (a balance, a screen's title). */
export const boldFigure = (fontSize: string) =>
  ({ fontSize, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight }) as const;

/** A fieldset of options stacked without the browser's frame (radio options, checkboxes). */
export const optionGroup = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

/** A signed-in screen's column under its PageHeader: the content width, centred, its sections xl apart. */
export const signedInPage = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

/** A screen's sections stacked xl apart (a screen without the content column's width). */
export const stackedPage = (paddingBlock: string) =>
  ({ display: 'grid', gap: vars.space.xl, paddingBlock, minWidth: 0 }) as const;

/** A message standing alone, centred over its action (empty, failed). */
export const centredStack = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
} as const;

/** Cards side by side where they fit, one column on a phone. */
export const cardColumns = {
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
} as const;

/** On a desktop, the form two thirds wide and its side cards in the last third. */
export const formBesideSide = {
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    },
  },
} as const;

/** A row of toggle buttons in a sunken tray: a list's change window, a chart's candle interval. */
export const toggleTray = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
});

/** A toggle button filled while it is pressed (`aria-pressed`): a chart's range, a list's window. */
export const pressedToggle = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});
