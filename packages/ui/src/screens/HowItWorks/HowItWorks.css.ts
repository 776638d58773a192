import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as publicPage from '../shared/publicPage.css';
import { bareList, surfaceCard } from '../shared/publicRecipes';

export { page, muted, footnote } from '../shared/publicPage.css';

/** The sample-content note, centred under the figures. */
export const centered = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
});

export const sectionTitle = style([publicPage.sectionTitle, { textAlign: 'center' }]);

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  ...bareList,
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  ...surfaceCard,
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radii.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg });

/** The numbered steps (`CardList`). */
export const stepCards = {
  list: steps,
  card: step,
  title: stepTitle,
  text: publicPage.muted,
  number: stepNumber,
};

export const demo = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  margin: 0,
});

export const demoImage = style({
  width: '100%',
  maxWidth: '720px',
  height: 'auto',
  borderRadius: vars.radii.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const demoScreen = style({ fill: vars.color.surface });
export const demoPanel = style({ fill: vars.color.surfaceSunken });
export const demoBar = style({ fill: vars.color.border });
export const demoLine = style({ fill: 'none', stroke: vars.color.chartUp, strokeWidth: 4 });
export const demoPlayDisc = style({ fill: vars.color.primary, opacity: 0.92 });
export const demoPlayArrow = style({ fill: vars.color.primaryText });

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  margin: 0,
  textAlign: 'center',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  ...surfaceCard,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

/** The headline figures (`FactList`), each shown large above its label. */
export const statFacts = { list: stats, fact: stat, label: publicPage.muted, value: statValue };

export const callToAction = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});
