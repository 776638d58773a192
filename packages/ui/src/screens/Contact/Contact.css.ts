import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  padding: `${vars.space.xl} 0`,
  maxWidth: '48rem',
  margin: '0 auto',
});

// The same text and link look as the contact details above them.
export { link, value } from '../../widgets/ContactDetails/ContactDetails.css';

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
