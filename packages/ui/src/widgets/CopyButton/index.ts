export { CopyButton, type CopyText } from './CopyButton';
