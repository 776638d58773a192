import { depositValidation } from '@tp/messages';

/** Spec 2 §9: the proof must be under 5MB, so exactly 5 MB is refused. */
export const maxProofBytes = 5 * 1024 * 1024;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

/** D6: what the first bytes say the file is; the name and MIME type are not trusted. */
export function proofImageType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, jpegSignature)) return 'jpeg';
  return null;
}

async function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines (and jsdom) have no Blob#arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The proof's message under spec 2 §5 and D6 (PNG or JPEG by content, under 5 MB), or undefined when
 * it is fine. Rejects when the file cannot be read (e.g. it changed on disk after it was chosen).
 */
export async function checkProofFile(file: Blob): Promise<string | undefined> {
  const type = proofImageType(await readHead(file, pngSignature.length));
  if (type === null) return depositValidation.proofInvalidType;
  if (file.size >= maxProofBytes) return depositValidation.proofTooLarge;
  return undefined;
}
