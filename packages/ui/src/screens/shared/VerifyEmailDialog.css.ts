import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const email = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
