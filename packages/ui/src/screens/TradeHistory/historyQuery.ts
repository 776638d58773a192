// D11: the Trade History's filter and page live in the URL (`?type=transfer&page=2`), so a link, a
// reload or Back shows the same rows. Pure: parse and serialize, plus the paging arithmetic.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRADE_HISTORY_PAGE_SIZE, tradeHistoryFilters, type TradeHistoryFilter } from '@tp/api';
import { formatCount } from '../../format';

export const typeParam = 'type';
export const pageParam = 'page';

/** The contract's highest page number (`page` maximum). */
export const MAX_PAGE = 100_000;

export interface HistoryQuery {
  type: TradeHistoryFilter;
  /** 1-based. */
  page: number;
}

export const defaultHistoryQuery: HistoryQuery = { type: 'all', page: 1 };

function isFilter(value: string | null): value is TradeHistoryFilter {
  return (tradeHistoryFilters as readonly (string | null)[]).includes(value);
}

/** "2" → 2; anything but a plain positive integer up to MAX_PAGE ("0", "-1", "2.5", "1e3", " 2") → null. */
export function readPage(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return null;
  // Digit by digit: screens never call Number() or parseInt (see eslint.config.js).
  let page = 0;
  for (const digit of value) page = page * 10 + (digit.charCodeAt(0) - 48);
  return page <= MAX_PAGE ? page : null;
}

/** The URL's filter and page; an unknown type reads as all, a bad page as 1. */
export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const type = params.get(typeParam);
  return {
    type: isFilter(type) ? type : defaultHistoryQuery.type,
    page: readPage(params.get(pageParam)) ?? defaultHistoryQuery.page,
  };
}

/**
 * The URL's parameters for `query`, keeping any others of `current`: the defaults (all, page 1) are
 * left out, so the plain `/trade-history` is the first page of everything.
 */
export function serializeHistoryQuery(
  query: HistoryQuery,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(typeParam);
  next.delete(pageParam);
  if (query.type !== defaultHistoryQuery.type) next.set(typeParam, query.type);
  if (query.page !== defaultHistoryQuery.page) next.set(pageParam, String(query.page));
  return next;
}

/** A new filter starts on its first page (the `page` parameter goes). */
export function withFilter(current: URLSearchParams, type: TradeHistoryFilter): URLSearchParams {
  return serializeHistoryQuery({ type, page: 1 }, current);
}

/** Another page of the same filter. */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  return serializeHistoryQuery({ ...parseHistoryQuery(current), page }, current);
}

/** True when the URL says it another way than its canonical form (`?type=all`, `?page=abc`). */
export function needsCanonicalUrl(current: URLSearchParams): boolean {
  return (
    serializeHistoryQuery(parseHistoryQuery(current), current).toString() !== current.toString()
  );
}

/** How many pages `count` rows make; an empty list still has its page 1 (as the server says). */
export function lastPageOf(count: number, pageSize: number = TRADE_HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * "1–25 of 33" (an en dash): the rows `page` shows out of `count`; "0 of 0" when there are none. A message,
 * written with `i18n._(…)` (D18).
 */
export function rangeText(
  page: number,
  rowsOnPage: number,
  count: number,
  pageSize: number = TRADE_HISTORY_PAGE_SIZE,
): MessageDescriptor {
  const total = formatCount(count);
  if (rowsOnPage === 0) return msg`0 of ${total}`;
  const firstRow = (page - 1) * pageSize + 1;
  const first = formatCount(firstRow);
  const last = formatCount(firstRow + rowsOnPage - 1);
  return msg`${first}–${last} of ${total}`;
}
