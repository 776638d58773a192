import { useLingui } from '@lingui/react/macro';
import { badge, badgeTone } from './StatusBadge.css';
import { statusLabel, statusMessage, statusTone } from './statusTone';

export interface StatusBadgeProps {
  /** The status as the API sends it, e.g. "pending". */
  status: string;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const tone = statusTone(status);
  const known = statusMessage(status);
  return (
    <span className={`${badge} ${badgeTone[tone]}`} data-tone={tone}>
      {known ? i18n._(known) : statusLabel(status)}
    </span>
  );
}
