import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  padding: `${vars.space.xl} 0`,
  maxWidth: '56rem',
  margin: '0 auto',
  width: '100%',
});

export const lead = style({ color: vars.color.textMuted });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const section = style({ display: 'grid', gap: vars.space.lg });

export const quotes = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const quote = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
  borderRadius: vars.radii.lg,
});

export const quoteText = style({ margin: 0, fontStyle: 'italic' });
export const quoteAuthor = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const support = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xl,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.lg,
});

export const footnote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
