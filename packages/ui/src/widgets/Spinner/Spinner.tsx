import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { circle, circleSize, root } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading transactions"). */
  label?: string;
  /** Also print the label beside the spinner. */
  showLabel?: boolean;
  size?: (typeof spinnerSizes)[number];
  /** Inside another control (a busy button): draw the circle only, hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({
  label,
  showLabel = false,
  size = 'md',
  decorative = false,
}: SpinnerProps) {
  const { t } = useLingui();
  const circleClass = `${circle} ${circleSize[size]}`;
  if (decorative) return <span className={circleClass} aria-hidden="true" />;
  return (
    <span role="status" className={root}>
      <span className={circleClass} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label ?? t`Loading`}</span>
    </span>
  );
}
