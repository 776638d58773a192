import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, bordered } from '../shared/surfaces.css';

// The signed-in screens' column, shared with every screen under PageHeader.
export { signedInPage as page } from '../shared/surfaces.css';

export const lead = style({ color: vars.color.textMuted });

/** A section's own body: its message first, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The read-only fields: as many columns as fit, one on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  margin: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fieldValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** `Not provided` and `Never` read as the absence they are, not as data. */
export const fieldMissing = style({
  margin: 0,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const sessions = style({ display: 'grid', gap: vars.space.md, ...bareList });

/** One session: what it is on the left, its sign-out on the right (under it on a phone). */
export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...bordered(vars.radii.md),
  background: vars.color.surface,
  minWidth: 0,
});

export const sessionCurrent = style({ borderColor: vars.color.info });

export const sessionMain = style({
  display: 'grid',
  gap: vars.space.sm,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const sessionHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const sessionDetails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const sessionDetail = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  minWidth: 0,
});
export const sessionDetailLabel = style({ color: vars.color.textMuted });
export const sessionDetailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const sessionActions = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
  flex: '0 1 auto',
  marginInlineStart: 'auto',
});

export const thisDevice = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.info,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const failure = style({
  margin: 0,
  maxWidth: '24rem',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** "Sign out all other sessions", or the note that there is none, with its failure under it. */
export const othersBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const othersAction = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A heading that takes focus after the list changed under the user (a signed-out session is gone). */
export { focusTarget } from '../shared/surfaces.css';
