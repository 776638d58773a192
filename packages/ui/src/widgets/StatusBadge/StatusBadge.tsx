import { badge } from './StatusBadge.css';
import { statusLabel, statusTone } from './statusTone';

export interface StatusBadgeProps {
  /** The status as the API sends it, e.g. "pending". */
  status: string;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {statusLabel(status)}
    </span>
  );
}
