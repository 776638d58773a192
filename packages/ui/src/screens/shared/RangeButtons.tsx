import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { portfolioRanges, type PortfolioRange } from '@tp/api';
import { Button } from '../../widgets/Button';
import * as styles from './accountFigures.css';

export interface RangeButtonsProps {
  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  /** Names the group; two charts on one page need two names. */
  label?: string;
}

/** The buttons' labels (D5), in the active language. */
const rangeLabels: Record<PortfolioRange, MessageDescriptor> = {
  '1M': msg({ message: '1M', comment: 'Chart range button: one month' }),
  '1Y': msg({ message: '1Y', comment: 'Chart range button: one year' }),
  ALL: msg({ message: 'All', comment: 'Chart range button: the whole history' }),
};

/** The dashboard's 1M/1Y/All buttons (D5): the pressed one is the range shown. */
export function RangeButtons({ range, onRangeChange, label }: RangeButtonsProps) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.rangeGroup} role="group" aria-label={label ?? t`Chart range`}>
      {portfolioRanges.map((option) => (
        <Button
          key={option.range}
          variant="secondary"
          size="sm"
          className={styles.rangeButtonActive}
          aria-pressed={option.range === range}
          onClick={() => onRangeChange(option.range)}
        >
          {i18n._(rangeLabels[option.range])}
        </Button>
      ))}
    </div>
  );
}
