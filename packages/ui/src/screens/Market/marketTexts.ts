// The Market screen's own texts (D8, D10; the spec names only the tables, the button and
// emptyStates.recentTrades, which comes from @tp/messages). Written with `i18n._` (D18).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangeWindow } from './marketLists';

export const marketTexts = {
  title: msg`Market`,
  gainers: msg`Gainers`,
  losers: msg`Losers`,
  active: msg`Active`,
  recentTrades: msg`Recent Trades`,
  newTrade: msg`+ New Trade`,
  columns: { name: msg`Name`, price: msg`Price`, change: msg`Change`, volume: msg`Volume` },
  windowGroup: msg`Change window`,
  windowLabels: { '1h': msg`1 h`, '24h': msg`24 h`, '7d': msg`7 d` } satisfies Record<
    ChangeWindow,
    MessageDescriptor
  >,
  loading: {
    gainers: msg`Loading gainers`,
    losers: msg`Loading losers`,
    active: msg`Loading most active`,
  },
  listsLabel: msg`Top coins`,
  /** D10: a refresh failed; the lists still show the last good data. */
  stale: (time: string | null) =>
    time === null
      ? msg`Prices may be out of date: the last update failed.`
      : msg`Prices may be out of date: the last update failed. Showing data as of ${time}.`,
  noGainers: msg`No coin rose in this window.`,
  noLosers: msg`No coin fell in this window.`,
  noActive: msg`No trading volumes to show.`,
  /** D8: the button keeps its look and says why it does not trade. */
  newTradeTitle: msg`New Trade`,
  newTradeUnavailable: msg`Trading from the Market screen is not available yet. The prices here are for information only.`,
  newTradeClose: msg`OK`,
} as const;
