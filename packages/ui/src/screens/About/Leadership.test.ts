import { describe, expect, it } from 'vitest';
import { slidesPerViewAt } from '../../widgets/Carousel';
import { leadershipAutoplayMs, leadershipSlidesPerView } from './Leadership';

describe('leadership carousel settings (spec 1 §9)', () => {
  it.each([
    [360, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1440, 3],
  ])('shows %i px wide: %i slide(s)', (width, count) => {
    expect(slidesPerViewAt(leadershipSlidesPerView, width)).toBe(count);
  });

  it('advances every 5000 ms', () => {
    expect(leadershipAutoplayMs).toBe(5_000);
  });
});
