export { type ChartStudies } from './chartStudies';
