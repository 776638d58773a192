import { Icon } from '../../widgets/Icon';
import * as styles from './changeFigure.css';
import { changeDirection, formatChange } from './marketFormat';

/** A price change in percent, signed and with an arrow, so colour is never the only cue (WCAG 1.4.1). */
export function ChangeFigure({ change, className }: { change: number; className?: string }) {
  const direction = changeDirection(change);
  return (
    <span
      className={[styles.change[direction], className].filter(Boolean).join(' ')}
      data-direction={direction}
    >
      {direction !== 'flat' && (
        <Icon
          name={direction === 'up' ? 'triangleUp' : 'triangleDown'}
          className={styles.changeIcon}
        />
      )}
      {formatChange(change)}
    </span>
  );
}
