/**
 * The ticker row's height. The shell reserves it before the ticker's code has loaded and the
 * widget fills exactly it, so the ticker's arrival and its updates never move the page.
 */
export const tickerRowHeight = '44px';
