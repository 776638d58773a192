import { setNonce } from 'get-nonce';

const PLACEHOLDER = '__CSP_NONCE__';

/**
 * Radix Dialog's scroll lock (react-remove-scroll-bar through react-style-singleton) injects a `<style>`
 * element while a dialog is open. The shipped policy allows style elements only with the per-response
 * nonce that nginx writes into the page (deploy/nginx-config.mjs), so every component that opens a Radix
 * dialog hands it to get-nonce, which that library reads, before rendering. Served without nginx (vite
 * preview, the demo, Storybook) the placeholder is left or absent and no nonce is set.
 */
export function adoptCspNonce(doc: Document | undefined = globalThis.document): string | null {
  // Nothing to adopt while a page is prerendered on the server.
  if (!doc) return null;
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  if (!nonce || nonce === PLACEHOLDER) return null;
  setNonce(nonce);
  return nonce;
}
