import { Button } from './Button';

export interface RetryButtonProps {
  /** The new attempt is running: the button shows busy and ignores clicks. */
  retrying: boolean;
  onRetry: () => void;
}

/** The one Try Again: reads what failed once more. Every failed section, table and chart offers this one. */
export function RetryButton({ retrying, onRetry }: RetryButtonProps) {
  return (
    <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
      Try Again
    </Button>
  );
}
