import { describe, expect, it } from 'vitest';
import { i18n } from '@tp/i18n';
import { statusLabel, statusMessage, statusTone } from './statusTone';

describe('statusTone', () => {
  it('shows pending as a warning (yellow) and approved as success (green)', () => {
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('approved')).toBe('success');
  });

  it.each(['rejected', 'failed', 'completed', 'processing', 'cancelled', ''])(
    'shows "%s" as danger (red)',
    (status) => {
      expect(statusTone(status)).toBe('danger');
    },
  );

  it('ignores case and surrounding spaces', () => {
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone(' APPROVED ')).toBe('success');
  });
});

describe('statusLabel', () => {
  it('capitalises the status', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('Completed')).toBe('Completed');
    expect(statusLabel('')).toBe('');
  });
});

describe('statusMessage', () => {
  it('writes the contract statuses as statusLabel does in English', () => {
    for (const status of ['pending', 'approved', 'rejected', 'expired', 'Pending', ' expired ']) {
      const message = statusMessage(status);
      expect(message, status).not.toBeNull();
      expect(i18n._(message!)).toBe(statusLabel(status));
    }
  });

  it('leaves any other status to statusLabel', () => {
    for (const status of ['failed', 'completed', 'APPROVED', '', 'toString', 'constructor'])
      expect(statusMessage(status), status).toBeNull();
  });
});
