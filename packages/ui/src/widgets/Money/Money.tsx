import { formatUsd } from './formatUsd';
import { money } from './Money.css';

export interface MoneyProps {
  /** In dollars. */
  amount: number;
  /** Show "+" before positive amounts. */
  signed?: boolean;
  /** Colour gains and losses (the sign still carries the meaning). */
  colored?: boolean;
  className?: string;
}

export function Money({ amount, signed = false, colored = false, className }: MoneyProps) {
  const trend =
    !colored || amount === 0 || !Number.isFinite(amount) ? 'none' : amount > 0 ? 'up' : 'down';
  return (
    <span className={[money({ trend }), className].filter(Boolean).join(' ')}>
      {formatUsd(amount, { signed })}
    </span>
  );
}
