import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { page, card, title, subtitle, form, row, link, footnote } from '../shared/authCard.css';

export const email = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
