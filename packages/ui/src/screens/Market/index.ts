export { MarketScreen, windowParam } from './MarketScreen';
export { MarketView, type MarketViewProps } from './MarketView';
export {
  asOfTime,
  changeOf,
  changeWindowOf,
  changeWindows,
  defaultChangeWindow,
  marketListSize,
  marketLists,
  marketStatusOf,
  type ChangeWindow,
  type MarketEntry,
  type MarketLists,
  type MarketStatus,
} from './marketLists';
