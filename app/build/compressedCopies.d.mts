export function writeCompressedCopies(file: string, source?: string | Uint8Array): void;
