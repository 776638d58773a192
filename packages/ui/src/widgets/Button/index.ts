export { Button, RetryButton, type ButtonProps, type RetryButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export {
  buttonSizes,
  buttonVariants,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonVariants';
