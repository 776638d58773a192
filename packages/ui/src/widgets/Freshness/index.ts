export { FreshnessMark } from './FreshnessMark';
export { freshnessText, freshnessTexts } from './freshnessTexts';
