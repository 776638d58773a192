export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { statusLabel, statusTone, type StatusTone } from './statusTone';
