import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import notoSansDevanagari from '@capsizecss/metrics/notoSansDevanagari';
import { globalFontFace } from '@vanilla-extract/css';
import {
  devanagariUnicodeRange,
  metricMatchedFace,
  pinnedMetricsFace,
  type FallbackFace,
} from './fontFallbackFaces';

/*
 * Metric-matched stand-ins shown until a shipped font (fonts.css) has loaded: a local font scaled
 * and re-spaced to the web font's metrics, so lines keep their length and height when the real
 * font swaps in. Computed at build time from capsize's published metrics (fontFallbackFaces.ts);
 * only the @font-face rules reach the browser.
 */

function register(family: string, face: FallbackFace) {
  globalFontFace(`"${family}"`, face);
  return family;
}

// Arial's and Courier New's metric twins are named too: a Linux machine often has only those.
export const interFallback = register(
  'Inter Fallback',
  metricMatchedFace(inter, arial, ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo']),
);
export const monoFallback = register(
  'JetBrains Mono Fallback',
  metricMatchedFace(jetBrainsMono, courierNew, [
    'Courier New',
    'CourierNewPSMT',
    'Liberation Mono',
    'Cousine',
  ]),
);

// Hindi (D18): the Devanagari font the machine has, first Noto Sans Devanagari itself (Android, ChromeOS,
// most Linux desktops), then Windows' (Nirmala UI, older Mangal), Apple's (Kohinoor Devanagari, Devanagari
// Sangam MN, Devanagari MT) and Lohit. Only for Devanagari characters: Latin ones stay with Inter's fallback.
export const devanagariFallback = register(
  'Noto Sans Devanagari Fallback',
  pinnedMetricsFace(
    notoSansDevanagari,
    notoSansDevanagari,
    [
      'Noto Sans Devanagari',
      'NotoSansDevanagari-Regular',
      'Nirmala UI',
      'NirmalaUI',
      'Kohinoor Devanagari',
      'KohinoorDevanagari-Regular',
      'Devanagari Sangam MN',
      'DevanagariSangamMN',
      'Devanagari MT',
      'DevanagariMT',
      'Lohit Devanagari',
      'Lohit-Devanagari',
      'Mangal',
    ],
    devanagariUnicodeRange,
  ),
);
