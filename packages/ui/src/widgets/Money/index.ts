export { Money, type MoneyProps } from './Money';
export { formatUsd, type FormatUsdOptions } from './formatUsd';
