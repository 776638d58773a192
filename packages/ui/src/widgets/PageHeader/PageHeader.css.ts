import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The title and lead: at the start under a 60ch measure, or centred (the public pages). */
export const intro = styleVariants({
  start: { display: 'grid', gap: vars.space.xs, maxWidth: '60ch' },
  startWide: { display: 'grid', gap: vars.space.xs },
  center: { display: 'grid', gap: vars.space.sm, textAlign: 'center', justifyItems: 'center' },
});

export const title = style({ fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight });

export const lead = styleVariants({
  start: { color: vars.color.textMuted },
  center: { color: vars.color.textMuted, maxWidth: '40rem' },
});

/** With an aside: the intro at the start, the aside at the end, under it when there is no room. */
export const withAside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});
