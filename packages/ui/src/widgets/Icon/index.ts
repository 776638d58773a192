export { Icon } from './Icon';
