export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export {
  buttonSizes,
  buttonVariants,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonVariants';
