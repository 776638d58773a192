// DECISIONS D6: a proof is accepted by its content (PNG or JPEG signature), never by its name or MIME type, and < 5 MB.
import { depositValidation } from '@tp/messages';
import { fieldError } from './apiError';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** The proof's type, or 400 {proof: [...]} with the spec's texts (spec 2 §5). */
export function checkProofImage(bytes: Uint8Array | null): 'png' | 'jpeg' {
  if (bytes === null || bytes.length === 0)
    throw fieldError('proof', depositValidation.proofRequired);
  const type = sniffImageType(bytes);
  if (type === null) throw fieldError('proof', depositValidation.proofInvalidType);
  if (bytes.length >= MAX_PROOF_BYTES) throw fieldError('proof', depositValidation.proofTooLarge);
  return type;
}
