// The Market screen's own texts (D8, D10; the spec names only the tables, the button and
// emptyStates.recentTrades, which comes from @tp/messages).
import type { ChangeWindow } from './marketLists';

export const marketTexts = {
  title: 'Market',
  gainers: 'Gainers',
  losers: 'Losers',
  active: 'Active',
  recentTrades: 'Recent Trades',
  newTrade: '+ New Trade',
  columns: { name: 'Name', price: 'Price', change: 'Change', volume: 'Volume' },
  windowGroup: 'Change window',
  windowLabels: { '1h': '1 h', '24h': '24 h', '7d': '7 d' } satisfies Record<ChangeWindow, string>,
  loading: { gainers: 'Loading gainers', losers: 'Loading losers', active: 'Loading most active' },
  listsLabel: 'Top coins',
  /** Before the time of the data shown (D10). */
  asOf: 'Prices as of',
  /** D10: a refresh failed; the lists still show the last good data. */
  stale: (time: string | null) =>
    time === null
      ? 'Prices may be out of date: the last update failed.'
      : `Prices may be out of date: the last update failed. Showing data as of ${time}.`,
  noGainers: 'No coin rose in this window.',
  noLosers: 'No coin fell in this window.',
  noActive: 'No trading volumes to show.',
  /** D8: the button keeps its look and says why it does not trade. */
  newTradeTitle: 'New Trade',
  newTradeUnavailable:
    'Trading from the Market screen is not available yet. The prices here are for information only.',
  newTradeClose: 'OK',
} as const;
