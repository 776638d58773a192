export { OverviewScreen } from './OverviewScreen';
