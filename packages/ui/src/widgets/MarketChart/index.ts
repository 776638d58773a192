export { MarketChart, type MarketChartProps } from './MarketChart';
export {
  MarketChartView,
  type MarketChartViewProps,
  type MarketChartStatus,
} from './MarketChartView';
export { type ChartStudies, latestStudyValues, studyLines } from './chartStudies';
export { dailySeries, type DailyValue } from './dailySeries';
export { relativeStrengthIndex, defaultRsiPeriod } from './relativeStrengthIndex';
export { simpleMovingAverage } from './simpleMovingAverage';
