import { describe, expect, it } from 'vitest';
import { slidesPerViewAt } from './slidesPerView';

describe('slidesPerViewAt', () => {
  it('uses a plain number at every width', () => {
    expect(slidesPerViewAt(2, 320)).toBe(2);
    expect(slidesPerViewAt(2, 1600)).toBe(2);
  });

  it('picks the largest matching minimum width (About: 1, 2 from 640, 3 from 1024)', () => {
    const setting = { base: 1, 640: 2, 1024: 3 };
    expect(slidesPerViewAt(setting, 639)).toBe(1);
    expect(slidesPerViewAt(setting, 640)).toBe(2);
    expect(slidesPerViewAt(setting, 1023)).toBe(2);
    expect(slidesPerViewAt(setting, 1024)).toBe(3);
  });

  it('keeps "up to" widths inclusive (testimonials: 1 up to 640, 2 up to 1024)', () => {
    const setting = { base: 1, 641: 2, 1025: 3 };
    expect(slidesPerViewAt(setting, 640)).toBe(1);
    expect(slidesPerViewAt(setting, 1024)).toBe(2);
    expect(slidesPerViewAt(setting, 1025)).toBe(3);
  });
});
