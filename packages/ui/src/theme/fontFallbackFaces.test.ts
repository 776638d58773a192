import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import notoSansDevanagari from '@capsizecss/metrics/notoSansDevanagari';
import { describe, expect, it } from 'vitest';
import { devanagariUnicodeRange, metricMatchedFace, pinnedMetricsFace } from './fontFallbackFaces';

const percent = (value: number) => `${parseFloat((value * 100).toFixed(4))}%`;
const sources = ['Noto Sans Devanagari', 'Nirmala UI'];

describe('metric-matched font fallbacks', () => {
  it("hold Hindi's stand-in to Noto Sans Devanagari's published ascent, descent and line gap", () => {
    const { unitsPerEm, ascent, descent, lineGap } = notoSansDevanagari;
    expect(
      pinnedMetricsFace(notoSansDevanagari, notoSansDevanagari, sources, devanagariUnicodeRange),
    ).toEqual({
      src: "local('Noto Sans Devanagari'), local('Nirmala UI')",
      ascentOverride: percent(ascent / unitsPerEm),
      descentOverride: percent(Math.abs(descent) / unitsPerEm),
      lineGapOverride: percent(lineGap / unitsPerEm),
      unicodeRange: devanagariUnicodeRange,
    });
  });

  it('follow the metrics they are given rather than fixed numbers', () => {
    const taller = { ...notoSansDevanagari, ascent: 1100, descent: -300, lineGap: 50 };
    const face = pinnedMetricsFace(taller, taller, sources, devanagariUnicodeRange);
    expect(face).toMatchObject({
      ascentOverride: '110%',
      descentOverride: '30%',
      lineGapOverride: '5%',
    });
    // A local font twice as wide per em is scaled to half, and the overrides are per the scaled em.
    const xWidthAvg = notoSansDevanagari.xWidthAvg * 2;
    const subsets = { ...notoSansDevanagari.subsets, latin: { xWidthAvg } };
    const wide = { ...notoSansDevanagari, xWidthAvg, subsets };
    const wideFace = pinnedMetricsFace(notoSansDevanagari, wide, sources, devanagariUnicodeRange);
    expect(wideFace.sizeAdjust).toBe('50%');
    expect(wideFace.ascentOverride).toBe(percent((notoSansDevanagari.ascent / 1000) * 2));
  });

  it("size Inter's stand-in from Arial's and Inter's metrics", () => {
    const face = metricMatchedFace(inter, arial, ['Arial']);
    const scale = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(face.sizeAdjust).toBe(percent(scale));
    expect(face.ascentOverride).toBe(percent(inter.ascent / (inter.unitsPerEm * scale)));
  });

  it('cover exactly the characters fonts.css gives Noto Sans Devanagari', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
    const face = css.slice(css.indexOf("font-family: 'Noto Sans Devanagari'"));
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    expect(range?.replace(/\s+/g, ' ').trim()).toBe(devanagariUnicodeRange);
  });
});
