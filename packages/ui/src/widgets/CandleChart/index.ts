export { CandleChart } from './CandleChart';
