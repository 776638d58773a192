import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './statusTone';

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
