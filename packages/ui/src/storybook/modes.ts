/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/): every story is snapshotted in each theme at
 * the two widths the local screenshot tests use (e2e/support/shoot.ts): a 375 px phone and a 1280 px
 * desktop. `theme` is the preview's `theme` global (decorators.tsx applies it); `viewport` is a width.
 */
export const viewportWidths = { phone: 375, desktop: 1280 } as const;

export const allModes = {
  'light phone': { theme: 'light', viewport: viewportWidths.phone },
  'light desktop': { theme: 'light', viewport: viewportWidths.desktop },
  'dark phone': { theme: 'dark', viewport: viewportWidths.phone },
  'dark desktop': { theme: 'dark', viewport: viewportWidths.desktop },
} as const;

/** The same widths in Storybook's viewport toolbar (`parameters.viewport.options`), to look at a mode locally. */
export const viewportOptions = {
  phone: {
    name: `Phone (${viewportWidths.phone} px)`,
    styles: { width: `${viewportWidths.phone}px`, height: '812px' },
    type: 'mobile',
  },
  desktop: {
    name: `Desktop (${viewportWidths.desktop} px)`,
    styles: { width: `${viewportWidths.desktop}px`, height: '900px' },
    type: 'desktop',
  },
} as const;
