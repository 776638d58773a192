// Dollars are written by the format module (DECISIONS D8); the Money widget's old import path stays.
export { formatUsd, type FormatUsdOptions } from '../../format';
