// @vitest-environment jsdom
import { getNonce } from 'get-nonce';
import { describe, expect, it } from 'vitest';
import { adoptCspNonce } from './cspNonce';

function page(content: string) {
  const doc = document.implementation.createHTMLDocument('app');
  const meta = doc.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

describe('adoptCspNonce', () => {
  it('leaves the placeholder of a page nginx did not serve alone', () => {
    expect(adoptCspNonce(page('__CSP_NONCE__'))).toBeNull();
  });

  it("hands nginx's nonce to get-nonce, which the dialogs' scroll lock reads", () => {
    expect(adoptCspNonce(page('0f3a9c'))).toBe('0f3a9c');
    expect(getNonce()).toBe('0f3a9c');
  });
});
