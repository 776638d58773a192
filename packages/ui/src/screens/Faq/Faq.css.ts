import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as publicPage from '../shared/publicPage.css';
import { bareList, narrowPage, surfaceCard } from '../shared/publicRecipes';

export { footnote } from '../shared/publicPage.css';

export const page = style({ ...narrowPage('56rem'), width: '100%' });

export const lead = publicPage.muted;

export const quotes = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  ...bareList,
});

export const quote = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xl,
  ...surfaceCard,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
});

export const quoteText = style({ margin: 0, fontStyle: 'italic' });
export const quoteAuthor = publicPage.footnote;

export const support = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xl,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.lg,
});
