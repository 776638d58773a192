export { FaqScreen } from './FaqScreen';
export { FaqView, type FaqViewProps } from './FaqView';
export { FaqQuotes, type FaqQuote } from './FaqQuotes';
