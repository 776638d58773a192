import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/sprinkles.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    },
  },
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const balance = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const notes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const destination = style({ overflowWrap: 'anywhere', fontFamily: vars.font.mono });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const successBody = style({ display: 'grid', gap: vars.space.md });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const itemList = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  minWidth: 0,
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});

export const itemAmount = style({ fontWeight: vars.fontWeight.semibold });
