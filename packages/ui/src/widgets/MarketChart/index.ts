export { type ChartStudies } from './chartStudies';
export { MarketChart, type MarketChartProps } from './MarketChart';
export { MarketChartView } from './MarketChartView';
