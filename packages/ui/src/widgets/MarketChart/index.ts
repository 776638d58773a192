export { MarketChart, type MarketChartProps } from './MarketChart';
export {
  MarketChartView,
  type MarketChartViewProps,
  type MarketChartStatus,
} from './MarketChartView';
