// D10/D19: the HTTP walk moves every 15 s (randomWalk.ts); the stream adds this fine seeded jitter on top so a
// live price moves about every second, yet never strays from the HTTP quote of the same instant by more than
// MAX_JITTER_RATIO. Kept apart from randomWalk.ts so every HTTP price (and screenshot) stays what it was.
import { hashString } from '../backend/deterministicNoise';
import { normalAt } from '../backend/randomWalk';

export const JITTER_STEP_MS = 1_000;

/** One basis point: about a second's move of bitcoin. */
const JITTER_SIGMA = 0.0001;
/** Draws are clamped at three standard deviations, so the bound below always holds. */
const JITTER_CLAMP = 3;

/** The most a jittered price differs from its walk price, as a fraction of the walk price. */
export const MAX_JITTER_RATIO = Math.expm1(JITTER_SIGMA * JITTER_CLAMP);

/**
 * The factor to multiply the walk price of `seriesName` by at `ms`: the same for every instant of one
 * `stepMs` bucket, unrelated between buckets.
 */
export function priceJitter(
  seriesName: string,
  ms: number,
  stepMs: number = JITTER_STEP_MS,
): number {
  const draw = normalAt(hashString(`jitter:${seriesName}`), Math.floor(ms / stepMs));
  const clamped = Math.max(-JITTER_CLAMP, Math.min(JITTER_CLAMP, draw));
  return Math.exp(JITTER_SIGMA * clamped);
}
