/**
 * Meta parameters of stories wired to the mock API (Screen stories and the other MSW-backed ones).
 * On a docs page each story renders in its own iframe, i.e. its own window with its own MSW worker
 * client, handlers and mock backend, so it shows what its canvas shows. Inline, every story of the
 * page shares one window, and msw-storybook-addon's loader resets that window's one worker for each
 * story, so the last story's handlers answer every story's requests (WithdrawScreen's Default
 * showed another story's server error). Storybook loads these iframes lazily, as they scroll into view.
 */
export const isolatedDocs = { docs: { story: { inline: false, iframeHeight: '800px' } } };
