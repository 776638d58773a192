import { portfolioRanges, type PortfolioRange } from '@tp/api';
import { Button } from '../../widgets/Button';
import * as styles from './accountFigures.css';

export interface RangeButtonsProps {
  range: PortfolioRange;
  onRangeChange: (range: PortfolioRange) => void;
  /** Names the group; two charts on one page need two names. */
  label?: string;
}

/** The dashboard's 1M/1Y/All buttons (D5): the pressed one is the range shown. */
export function RangeButtons({ range, onRangeChange, label = 'Chart range' }: RangeButtonsProps) {
  return (
    <div className={styles.rangeGroup} role="group" aria-label={label}>
      {portfolioRanges.map((option) => (
        <Button
          key={option.range}
          variant="secondary"
          size="sm"
          className={styles.rangeButtonActive}
          aria-pressed={option.range === range}
          onClick={() => onRangeChange(option.range)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
