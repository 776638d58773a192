import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const refused = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
