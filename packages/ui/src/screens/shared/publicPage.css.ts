import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The looks the public pages (About, How It Works, FAQ, Contact) share. */
export const page = style({ display: 'grid', gap: vars.space.xxxl, padding: `${vars.space.xl} 0` });

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const muted = style({ color: vars.color.textMuted });
export const footnote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
