// Percentages the API sends as numbers of percent (32 for 32 %), en-US like the money.
const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

const change = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** 32 → "32%", 31.576 → "31.58%". Not a number → "—". */
export function formatShare(percent: number): string {
  return Number.isFinite(percent) ? share.format(percent / 100) : '—';
}

/** A change, signed: 18.42 → "+18.42%", -7.35 → "-7.35%", 0 → "0.00%". Not a number → "—". */
export function formatChange(percent: number): string {
  return Number.isFinite(percent) ? change.format(percent / 100) : '—';
}
