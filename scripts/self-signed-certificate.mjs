// Issue 26: a self-signed certificate for 127.0.0.1 and localhost, for the local production stack over HTTPS and
// the generator's tests. Made with openssl (scripts/bootstrap.sh installs it), an ECDSA P-256 key, valid 30 days.
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `certificate.pem` and `key.pem` into `dir` and returns their paths, the certificate's text and the
 * base64 SHA-256 of its public key (SPKI), which Chrome's `--ignore-certificate-errors-spki-list` trusts.
 */
export function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0) {
    throw new Error(
      `openssl could not make a certificate (bash scripts/bootstrap.sh installs openssl): ${made.error?.message ?? made.stderr}`,
    );
  }
  const pem = readFileSync(certificate, 'utf8');
  return { certificate, key, pem, spkiHash: spkiHash(pem) };
}

/** The base64 SHA-256 of a certificate's SubjectPublicKeyInfo (DER). */
export function spkiHash(pem) {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
