export { Button, RetryButton } from './Button';
export { ButtonLink } from './ButtonLink';
export { buttonClass } from './buttonClass';
