import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clippedAway } from '../../theme/visuallyHidden.css';
import { bordered, outlinedControl, spreadRow, wrapRow } from '../shared/surfaces.css';

// The signed-in screens' column, shared with every screen under PageHeader.
export { signedInPage as page } from '../shared/surfaces.css';

/** The filter on the left, Export CSV on the right; one under the other when there is no room. */
export { header as toolbar } from '../shared/accountFigures.css';
export const filter = style({ width: '14rem', maxWidth: '100%' });

/** A heading that takes focus after paging, so reading starts at the new rows. */
export { focusTarget } from '../shared/surfaces.css';

export const exportStatus = style({
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** D17: under the toolbar while amounts are hidden on screen. */
export const exportNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---- the table, which turns into a list of cards when its box is narrow -----------------------------------

/** The table's box is a container: the table follows its own width (a phone, a narrow window). */
export const tableBox = style({ containerType: 'inline-size', minWidth: 0, width: '100%' });

/** Below this width the four columns do not fit beside one another. */
const narrow = '(max-width: 39.99rem)';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@container': { [narrow]: { display: 'block' } },
});

/** Narrow: the headers stay for screen readers (the roles keep the table), the cards need none on screen. */
export const head = style({
  '@container': {
    [narrow]: clippedAway,
  },
});

export const body = style({ '@container': { [narrow]: { display: 'block' } } });

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
} as const;

export const headerCell = style({
  ...cellBase,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});
export const headerCellEnd = style([headerCell, { textAlign: 'end' }]);

/**
 * Narrow, a row is a card: the type and the amount on top, the date under them, then the details.
 * The cells' padding moves to the card.
 */
export const row = style({
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"type amount" "date date" "details details"',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      paddingBlock: vars.space.md,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

const narrowCell = { display: 'block', padding: 0, border: 'none', minWidth: 0 } as const;

export const cell = styleVariants({
  date: [
    cellBase,
    {
      whiteSpace: 'nowrap',
      '@container': {
        [narrow]: {
          ...narrowCell,
          gridArea: 'date',
          color: vars.color.textMuted,
          fontSize: vars.fontSize.xs,
        },
      },
    },
  ],
  type: [
    cellBase,
    {
      '@container': {
        [narrow]: { ...narrowCell, gridArea: 'type', fontWeight: vars.fontWeight.semibold },
      },
    },
  ],
  amount: [
    cellBase,
    {
      textAlign: 'end',
      '@container': { [narrow]: { ...narrowCell, gridArea: 'amount' } },
    },
  ],
  details: [cellBase, { '@container': { [narrow]: { ...narrowCell, gridArea: 'details' } } }],
});

export const amount = style({ fontWeight: vars.fontWeight.semibold });

export const details = style({ ...wrapRow(vars.space.xs), minWidth: 0 });

/** An e-mail address breaks anywhere rather than push the card wider than the phone. */
export const email = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The loading frame's table and pager, as far apart as the card's loaded parts. */
export const frame = style({ display: 'grid', gap: vars.space.lg });

/** Empty: a calm line where the rows would be. */

export const message = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

// ---- paging --------------------------------------------------------------------------------------------------

export const pager = style(spreadRow(vars.space.md));
export const range = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const pagerButtons = style({ display: 'flex', gap: vars.space.sm });

// ---- help: the contact link and the theme toggle --------------------------------------------------------------

export const help = style({
  ...spreadRow(vars.space.md),
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  ...bordered(vars.radii.lg),
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export { underlinedLink as link } from '../shared/surfaces.css';

/** The shell's theme toggle, drawn as an outlined button. */
export const themeToggle = style({
  ...outlinedControl,
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});
