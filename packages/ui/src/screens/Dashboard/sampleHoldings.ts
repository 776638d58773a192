import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One slice of the Asset Allocation donut. */
export interface Holding {
  /** Stable key of the slice (never the translated name). */
  id: string;
  /** Written in the active language with `i18n._(name)` (DECISIONS D18). */
  name: MessageDescriptor;
  /** Share of the portfolio in percent; the slices add up to 100. */
  percent: number;
}

/** Spec 2 §2: the fixed sample holdings list. Illustrative, not the user's positions. */
export const sampleHoldings: readonly Holding[] = [
  { id: 'tech-stocks', name: msg`Tech Stocks`, percent: 35 },
  { id: 'real-estate', name: msg`Real Estate`, percent: 20 },
  { id: 'bonds', name: msg`Bonds`, percent: 20 },
  { id: 'commodities', name: msg`Commodities`, percent: 15 },
  { id: 'crypto', name: msg`Crypto`, percent: 10 },
];
