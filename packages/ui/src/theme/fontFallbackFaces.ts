import { createFontStack } from '@capsizecss/core';

/*
 * The @font-face descriptors of the metric-matched fallbacks (fontFallbacks.css.ts registers them), kept
 * apart from the .css.ts file so a unit test can check them against the metrics they come from.
 */

export type FontMetrics = Parameters<typeof createFontStack>[0][number];

export interface FallbackFace {
  src: string;
  ascentOverride?: string;
  descentOverride?: string;
  lineGapOverride?: string;
  sizeAdjust?: string;
  unicodeRange?: string;
}

const localSources = (names: readonly string[]) =>
  names.map((name) => `local('${name}')`).join(', ');

/** A local font scaled and re-spaced to a web font's metrics (capsize computes the overrides). */
export function metricMatchedFace(
  webFont: FontMetrics,
  local: FontMetrics,
  sources: readonly string[],
): FallbackFace {
  const { fontFaces } = createFontStack([webFont, local], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error(`capsize computed no fallback for ${webFont.familyName}`);
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face;
  return {
    src: localSources(sources),
    ...(ascentOverride ? { ascentOverride } : {}),
    ...(descentOverride ? { descentOverride } : {}),
    ...(lineGapOverride ? { lineGapOverride } : {}),
    ...(sizeAdjust ? { sizeAdjust } : {}),
  };
}

/**
 * Devanagari's stand-in (D18): the first of `sources` the machine has, with the web font's ascent, descent
 * and line gap pinned, so the line box and the baseline stay where Noto Sans Devanagari will put them
 * whichever local font draws the text. The width is matched through `sizeAdjust` against `widthMatch`,
 * the local font capsize has metrics for (the web font's own family installed locally: no scaling); the
 * other local Devanagari fonts (Nirmala UI, Kohinoor, Mangal, Lohit) have no published metrics, so their
 * glyphs keep their own width, and only the vertical metrics hold for them.
 */
export function pinnedMetricsFace(
  webFont: FontMetrics,
  widthMatch: FontMetrics,
  sources: readonly string[],
  unicodeRange: string,
): FallbackFace {
  const { sizeAdjust } = metricMatchedFace(webFont, widthMatch, sources);
  const scale = sizeAdjust ? parseFloat(sizeAdjust) / 100 : 1;
  const em = webFont.unitsPerEm * scale;
  const percent = (value: number) => `${parseFloat(((value / em) * 100).toFixed(4))}%`;
  return {
    src: localSources(sources),
    ascentOverride: percent(webFont.ascent),
    descentOverride: percent(Math.abs(webFont.descent)),
    lineGapOverride: percent(webFont.lineGap),
    ...(sizeAdjust ? { sizeAdjust } : {}),
    unicodeRange,
  };
}

/** Noto Sans Devanagari's subset (the unicode-range of its face in fonts.css, which a test keeps equal). */
export const devanagariUnicodeRange =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';
