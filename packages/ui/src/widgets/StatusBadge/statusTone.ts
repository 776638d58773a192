import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

/** "pending" → "Pending": the server's word in English (the CSV export writes it so). */
export function statusLabel(status: string): string {
  const text = status.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The contract's statuses, as `statusLabel` writes them in English, for the active language (D18). */
const statusMessages: Readonly<Record<string, MessageDescriptor>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
};

/**
 * The status as a message to write with `i18n._`, for a status of the contract ("pending" or "Pending");
 * null for any other, which is shown as `statusLabel` writes it.
 */
export function statusMessage(status: string): MessageDescriptor | null {
  const text = status.trim();
  const key = text.charAt(0).toLowerCase() + text.slice(1);
  return Object.hasOwn(statusMessages, key) ? statusMessages[key]! : null;
}
