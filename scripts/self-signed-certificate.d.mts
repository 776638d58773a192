export interface SelfSignedCertificate {
  /** Path of certificate.pem. */
  certificate: string;
  /** Path of key.pem. */
  key: string;
  /** The certificate's PEM text. */
  pem: string;
  /** Base64 SHA-256 of its SubjectPublicKeyInfo (Chrome's --ignore-certificate-errors-spki-list). */
  spkiHash: string;
}
export function selfSignedCertificate(dir: string): SelfSignedCertificate;
export function spkiHash(pem: string): string;
