export { OverviewScreen } from './OverviewScreen';
export { OverviewView, type OverviewViewProps } from './OverviewView';
export { overviewFigures, type OverviewFigures } from './overviewFigures';
export { profitSeries, netDepositsBy, ledgerMovements } from './profitSeries';
export {
  illustrationMonths,
  illustrationPoints,
  overviewIllustrationMultipliers,
} from './overviewIllustration';
