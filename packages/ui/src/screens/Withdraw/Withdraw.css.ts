import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareList,
  boldFigure,
  bordered,
  formBesideSide,
  stackedPage,
} from '../shared/surfaces.css';

export const page = style(stackedPage(vars.space.lg));

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
  ...formBesideSide,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const balance = style(boldFigure(vars.fontSize.xxl));

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
  ...bareList,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.md,
  ...bordered(vars.radii.md),
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
