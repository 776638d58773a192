export type StatusTone = 'warning' | 'success' | 'danger';

// Spec 2 §4: pending is yellow, approved green, anything else red.
export function statusTone(status: string): StatusTone {
  switch (status.trim().toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'approved':
      return 'success';
    default:
      return 'danger';
  }
}

/** "pending" → "Pending". */
export function statusLabel(status: string): string {
  const text = status.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
