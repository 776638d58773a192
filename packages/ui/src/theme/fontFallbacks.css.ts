import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import { globalFontFace } from '@vanilla-extract/css';

/*
 * Metric-matched stand-ins shown until a shipped font (fonts.css) has loaded: a local font scaled
 * and re-spaced to the web font's metrics, so lines keep their length and height when the real
 * font swaps in. Computed at build time from capsize's published metrics; only the @font-face
 * rules reach the browser.
 */

type Metrics = Parameters<typeof createFontStack>[0][number];

function metricMatchedFallback(
  family: string,
  webFont: Metrics,
  local: Metrics,
  sources: string[],
) {
  const { fontFaces } = createFontStack([webFont, local], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error(`capsize computed no fallback for ${family}`);
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face;
  globalFontFace(`"${family}"`, {
    src: sources.map((name) => `local('${name}')`).join(', '),
    ascentOverride,
    descentOverride,
    sizeAdjust,
    ...(lineGapOverride ? { lineGapOverride } : {}),
  });
  return family;
}

// Arial's and Courier New's metric twins are named too: a Linux machine often has only those.
export const interFallback = metricMatchedFallback('Inter Fallback', inter, arial, [
  'Arial',
  'ArialMT',
  'Liberation Sans',
  'Arimo',
]);
export const monoFallback = metricMatchedFallback(
  'JetBrains Mono Fallback',
  jetBrainsMono,
  courierNew,
  ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine'],
);
