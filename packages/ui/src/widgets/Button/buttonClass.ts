import * as styles from './Button.css';
import type { ButtonStyleProps } from './buttonVariants';

/** The class names of a Button (or of a link or anchor that looks like one). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleProps = {}): string {
  return `${styles.base} ${styles.variant[variant]} ${styles.size[size]}${fullWidth ? ` ${styles.fullWidth}` : ''}`;
}
