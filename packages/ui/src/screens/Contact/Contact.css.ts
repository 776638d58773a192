import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, narrowPage } from '../shared/publicRecipes';

export const page = style(narrowPage('48rem'));

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  ...bareList,
});
