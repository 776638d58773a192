export { StatusBadge } from './StatusBadge';
export { statusLabel } from './statusTone';
