import { describe, expect, it } from 'vitest';
import { i18n } from '@tp/i18n';
import {
  lastPageOf,
  needsCanonicalUrl,
  parseHistoryQuery,
  rangeText,
  readPage,
  serializeHistoryQuery,
  withFilter,
  withPage,
} from './historyQuery';

const read = (search: string) => parseHistoryQuery(new URLSearchParams(search));

describe('parseHistoryQuery', () => {
  it('reads the filter and the page', () => {
    expect(read('?type=transfer&page=2')).toEqual({ type: 'transfer', page: 2 });
    expect(read('type=deposit')).toEqual({ type: 'deposit', page: 1 });
    expect(read('page=3&type=withdraw')).toEqual({ type: 'withdraw', page: 3 });
  });

  it('falls back to all and page 1', () => {
    expect(read('')).toEqual({ type: 'all', page: 1 });
    for (const type of ['Transfer', 'transfers', '', 'all ', 'deposit,withdraw'])
      expect(read(`type=${encodeURIComponent(type)}`).type).toBe('all');
  });

  it.each(['0', '-1', '2.5', '1e3', ' 2', '02', 'abc', '', '100001', '9999999', '0x10'])(
    'reads page "%s" as 1',
    (value) => {
      expect(read(`page=${encodeURIComponent(value)}`).page).toBe(1);
    },
  );

  it('reads the first of repeated parameters', () => {
    expect(read('type=deposit&type=transfer&page=4&page=5')).toEqual({ type: 'deposit', page: 4 });
  });
});

describe('readPage', () => {
  it('takes plain positive integers up to the contract maximum', () => {
    expect(readPage('1')).toBe(1);
    expect(readPage('27')).toBe(27);
    expect(readPage('100000')).toBe(100_000);
    expect(readPage('100001')).toBeNull();
    expect(readPage(null)).toBeNull();
  });
});

describe('serializeHistoryQuery', () => {
  it('leaves the defaults out', () => {
    expect(serializeHistoryQuery({ type: 'all', page: 1 }).toString()).toBe('');
    expect(serializeHistoryQuery({ type: 'transfer', page: 1 }).toString()).toBe('type=transfer');
    expect(serializeHistoryQuery({ type: 'all', page: 3 }).toString()).toBe('page=3');
    expect(serializeHistoryQuery({ type: 'transfer', page: 2 }).toString()).toBe(
      'type=transfer&page=2',
    );
  });

  it('keeps parameters that are not its own', () => {
    const current = new URLSearchParams('scenario=slow&page=9');
    expect(serializeHistoryQuery({ type: 'deposit', page: 2 }, current).toString()).toBe(
      'scenario=slow&type=deposit&page=2',
    );
    // The input is not changed.
    expect(current.toString()).toBe('scenario=slow&page=9');
  });

  it('round-trips through parse', () => {
    for (const type of ['all', 'deposit', 'withdraw', 'transfer'] as const)
      for (const page of [1, 2, 100_000])
        expect(parseHistoryQuery(serializeHistoryQuery({ type, page }))).toEqual({ type, page });
  });
});

describe('withFilter and withPage', () => {
  it('a new filter goes back to page 1 (drops page)', () => {
    expect(withFilter(new URLSearchParams('type=deposit&page=2'), 'transfer').toString()).toBe(
      'type=transfer',
    );
    expect(withFilter(new URLSearchParams('type=transfer&page=2'), 'all').toString()).toBe('');
  });

  it('another page keeps the filter', () => {
    expect(withPage(new URLSearchParams('type=transfer'), 2).toString()).toBe(
      'type=transfer&page=2',
    );
    expect(withPage(new URLSearchParams('type=transfer&page=2'), 1).toString()).toBe(
      'type=transfer',
    );
  });

  it('drops an invalid filter while paging', () => {
    expect(withPage(new URLSearchParams('type=nope'), 2).toString()).toBe('page=2');
  });
});

describe('needsCanonicalUrl', () => {
  it('is false for canonical URLs', () => {
    for (const search of ['', 'type=transfer', 'page=2', 'type=deposit&page=3', 'other=x'])
      expect(needsCanonicalUrl(new URLSearchParams(search))).toBe(false);
  });

  it('is true for defaults written out and invalid values', () => {
    for (const search of ['type=all', 'page=1', 'page=abc', 'type=nope', 'page=2&type=transfer'])
      expect(needsCanonicalUrl(new URLSearchParams(search))).toBe(true);
  });
});

describe('paging', () => {
  it('counts pages of 25, an empty list being one page', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(1)).toBe(1);
    expect(lastPageOf(25)).toBe(1);
    expect(lastPageOf(26)).toBe(2);
    expect(lastPageOf(27)).toBe(2);
    expect(lastPageOf(33)).toBe(2);
    expect(lastPageOf(51)).toBe(3);
  });

  it('says which rows are shown with an en dash', () => {
    expect(i18n._(rangeText(1, 25, 27))).toBe('1–25 of 27');
    expect(i18n._(rangeText(2, 2, 27))).toBe('26–27 of 27');
    expect(i18n._(rangeText(1, 1, 1))).toBe('1–1 of 1');
    expect(i18n._(rangeText(1, 0, 0))).toBe('0 of 0');
    expect(i18n._(rangeText(41, 25, 1_234))).toBe('1,001–1,025 of 1,234');
  });
});
