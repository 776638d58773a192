export { Money } from './Money';
export { formatUsd } from './formatUsd';
