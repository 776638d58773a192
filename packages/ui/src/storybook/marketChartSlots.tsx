import { httpErrors } from '@tp/messages';
import { fn } from 'storybook/test';
import { MarketChartView } from '../widgets/MarketChart';

/**
 * The BTC/USD market chart a signed-in View takes as its `marketChart` slot, by state: the named fixtures
 * of that prop's control on the Dashboard and the Account Overview.
 */
export const marketChartSlots = {
  'Not in view yet': <MarketChartView title="BTC/USD" status={{ kind: 'idle' }} height={420} />,
  Loading: <MarketChartView title="BTC/USD" status={{ kind: 'loading' }} height={420} />,
  'Failed to load': (
    <MarketChartView
      title="BTC/USD"
      status={{ kind: 'error', message: httpErrors.serverError, retrying: false }}
      height={420}
      onRetry={fn()}
    />
  ),
};
