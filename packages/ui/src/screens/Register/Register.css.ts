import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  page,
  wideCard as card,
  title,
  subtitle,
  form,
  link,
  footnote,
} from '../shared/authCard.css';

/** Two columns for the name and password pairs when there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
