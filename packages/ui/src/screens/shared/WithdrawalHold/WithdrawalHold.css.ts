import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A warning that must be read, above the page's content (not dismissible: the hold is not the user's doing). */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
