import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spreadRow } from './surfaces.css';

// The centred card that the sign-in, registration and password-reset screens share.

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xl} 0`,
});

const cardBase = {
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.md,
} as const;

export const card = style({ ...cardBase, maxWidth: '28rem' });
/** Registration has seven fields: a wider card lets them pair up. */
export const wideCard = style({ ...cardBase, maxWidth: '36rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = style(spreadRow(vars.space.sm));

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const footnote = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

/** D15: the standing line under a form whose sign-ins are paused (the banner hides after 5 s). */
export const paused = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

/** The "or" between the password form and the passkey button. */
export const divider = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });
