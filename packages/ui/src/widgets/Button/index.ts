export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { RetryButton, type RetryButtonProps } from './RetryButton';
export {
  buttonSizes,
  buttonVariants,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonVariants';
