import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass } from './buttonClass';
import type { ButtonStyleProps } from './buttonVariants';

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {}

/** A react-router link that looks like a Button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  const classes = [buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return <Link {...rest} className={classes} />;
}
