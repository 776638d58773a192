import { Button } from '../../widgets/Button';
import * as styles from './accountFigures.css';

export interface LoadErrorProps {
  /** What failed, shown as an alert. */
  message: string;
  /** Try Again is running: the message stays and the button shows busy. */
  retrying: boolean;
  onRetry?: () => void;
}

/** A section that failed to load: its message and Try Again, in place of its content. */
export function LoadError({ message, retrying, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.errorBox}>
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
