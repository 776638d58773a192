/**
 * A screen's story on its docs page: its own iframe (as every story there, `.storybook/preview.tsx`), tall
 * enough for a screen. Written as the meta's literal `docs: { story: screenDocsStory }`: Storybook adds the
 * component's description into a literal `docs` object, but after a spread one it writes a `docs` of its
 * own, which replaced this (MarketScreen and TradeHistoryScreen rendered inline).
 */
export const screenDocsStory = { inline: false, iframeHeight: '800px' };
