import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, centredStack, spreadRow } from '../shared/surfaces.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

/** The balance card beside the title. */
export const balance = style({ minWidth: '14rem' });

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const stateBox = style({
  ...centredStack,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
});
export const errorText = style({ color: vars.color.danger });

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  alignItems: 'stretch',
  ...bareList,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderTopWidth: vars.space.xs,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.sm,
});

/** The API names a theme colour per package (`color`); unknown names fall back to primary. */
export const accent = styleVariants({
  primary: { borderTopColor: vars.color.primary },
  info: { borderTopColor: vars.color.info },
  success: { borderTopColor: vars.color.success },
  warning: { borderTopColor: vars.color.warning },
});

export const recommended = style({
  borderColor: vars.color.primary,
  borderWidth: vars.borderWidth.thick,
  borderTopWidth: vars.space.xs,
  boxShadow: vars.shadow.md,
});

export const cardTop = style(spreadRow(vars.space.sm));
export const cardName = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const popular = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
});
export const muted = style({ color: vars.color.textMuted });
/** A tier card's loading price line, as tall as the loaded one. */
export { price } from '../shared/PackageOffer.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'end' });

export const features = style({
  display: 'grid',
  gap: vars.space.xs,
  ...bareList,
});
export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
export const check = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const cardAction = style({ marginTop: 'auto' });
/**
 * A tier card while the catalogue loads: as tall as a loaded one in a four-column row (D2's tiers with
 * four features); on a phone it is taller, which only moves what stands below the first screen.
 */
export const cardFrame = style({ minHeight: '34.5rem' });
/** Where Subscribe Now stands while the catalogue loads: one control tall. */
export const actionPlaceholder = style({ display: 'block', minHeight: vars.size.controlMd });

export const dialogBody = style({ display: 'grid', gap: vars.space.md });
