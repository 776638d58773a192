export { TradeHistoryScreen } from './TradeHistoryScreen';
