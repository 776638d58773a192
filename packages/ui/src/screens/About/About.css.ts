import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as publicPage from '../shared/publicPage.css';
import { bareList, surfaceCard } from '../shared/publicRecipes';

export { page, muted, sectionTitle } from '../shared/publicPage.css';

export const section = style([publicPage.section, { minWidth: 0 }]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.md,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

/** The company facts (`FactList`). */
export const factList = { list: facts, fact, label: publicPage.muted, value: factValue };

const cardGrid = { display: 'grid', gap: vars.space.lg, ...bareList } as const;

export const values = style({
  ...cardGrid,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.xl,
  ...surfaceCard,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

/** The core values as cards (`CardList`). */
export const valueCards = { list: values, card, title: cardTitle, text: publicPage.muted };

export const timeline = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.lg,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
});

export const milestone = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `calc(-1 * (${vars.space.sm} + ${vars.borderWidth.thick}) / 2 - ${vars.borderWidth.thin})`,
    top: vars.space.xs,
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radii.full,
    background: vars.color.primary,
  },
});

export const milestoneYear = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });

/** The journey (`FactList`, in order): each year, then what happened. */
export const journey = { list: timeline, fact: milestone, label: milestoneYear };

export const team = style({
  ...cardGrid,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const member = style([
  card,
  { justifyItems: 'center', textAlign: 'center', height: '100%' },
]);

export const avatar = style({ width: '96px', height: '96px' });
export const avatarDisc = style({ fill: vars.color.primary });
export const avatarText = style({
  fill: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: '36px',
});

export const touch = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.lg,
});

export const touchAction = style({ justifySelf: 'start' });
