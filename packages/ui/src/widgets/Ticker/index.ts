export {
  TickerView,
  type TickerConnection,
  type TickerItem,
  type TickerViewProps,
} from './TickerView';
export { tickerTexts } from './tickerTexts';
export { tickerRowHeight } from '../../theme/tickerSize';
