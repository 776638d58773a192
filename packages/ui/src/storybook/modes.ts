/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/): every story is snapshotted in each theme at the
 * widths the local screenshot tests use: a 375 px phone and a 1280 px desktop (e2e/support/shoot.ts), and
 * for the public pages a 768 px tablet too (e2e/public-visual.spec.ts). `theme` is the preview's `theme`
 * global (.storybook/decorators.tsx applies it); `viewport` is a width.
 */
export const viewportWidths = { phone: 375, tablet: 768, desktop: 1280 } as const;

export const allModes = {
  'light phone': { theme: 'light', viewport: viewportWidths.phone },
  'light desktop': { theme: 'light', viewport: viewportWidths.desktop },
  'dark phone': { theme: 'dark', viewport: viewportWidths.phone },
  'dark desktop': { theme: 'dark', viewport: viewportWidths.desktop },
} as const;

/** The public pages' matrix: the tablet width as well. */
export const publicPageModes = {
  ...allModes,
  'light tablet': { theme: 'light', viewport: viewportWidths.tablet },
  'dark tablet': { theme: 'dark', viewport: viewportWidths.tablet },
} as const;

/** A public page's (or its section's) meta parameters: snapshotted at the tablet width too. */
export const publicPageParameters = { chromatic: { modes: publicPageModes } } as const;

/** The same widths in Storybook's viewport toolbar (`parameters.viewport.options`), to look at a mode locally. */
export const viewportOptions = {
  phone: {
    name: `Phone (${viewportWidths.phone} px)`,
    styles: { width: `${viewportWidths.phone}px`, height: '812px' },
    type: 'mobile',
  },
  tablet: {
    name: `Tablet (${viewportWidths.tablet} px)`,
    styles: { width: `${viewportWidths.tablet}px`, height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: `Desktop (${viewportWidths.desktop} px)`,
    styles: { width: `${viewportWidths.desktop}px`, height: '900px' },
    type: 'desktop',
  },
} as const;
