import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { centredStack } from '../shared/surfaces.css';

export const percent = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const increase = style([percent, { color: vars.color.chartUp }]);

export const decrease = style([percent, { color: vars.color.chartDown }]);

/** A transaction's type tag beside its name. */
export { inlineRow as typeCell } from '../shared/surfaces.css';

export const emptyState = style(centredStack);

/** The summary's loading frame lays its parts out as the card lays the loaded ones. */
export const summaryFrame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
