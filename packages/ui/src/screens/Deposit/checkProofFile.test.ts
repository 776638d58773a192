import { describe, expect, it } from 'vitest';
import { depositValidation } from '@tp/messages';
import { checkProofFile, maxProofBytes, proofImageType } from './checkProofFile';
import { imageFile, paddedTo, tinyJpegBytes, tinyPngBytes } from './test/imageFiles';

const text = new TextEncoder().encode('Payment reference 12345, paid on Monday.');

describe('checkProofFile (D6: the first bytes decide)', () => {
  it('accepts a real PNG', async () => {
    expect(proofImageType(tinyPngBytes())).toBe('png');
    await expect(
      checkProofFile(imageFile(tinyPngBytes(), 'receipt.png', 'image/png')),
    ).resolves.toBeUndefined();
  });

  it('accepts a real JPEG', async () => {
    expect(proofImageType(tinyJpegBytes())).toBe('jpeg');
    await expect(
      checkProofFile(imageFile(tinyJpegBytes(), 'receipt.jpg', 'image/jpeg')),
    ).resolves.toBeUndefined();
  });

  it('accepts images whatever their name or declared type', async () => {
    await expect(
      checkProofFile(imageFile(tinyPngBytes(), 'scan.txt', 'text/plain')),
    ).resolves.toBeUndefined();
    await expect(
      checkProofFile(imageFile(tinyJpegBytes(), 'noextension')),
    ).resolves.toBeUndefined();
  });

  it('refuses a text file renamed notes.png, even declared image/png', async () => {
    await expect(checkProofFile(imageFile(text, 'notes.png', 'image/png'))).resolves.toBe(
      depositValidation.proofInvalidType,
    );
  });

  it('refuses an empty file and a truncated signature', async () => {
    await expect(checkProofFile(imageFile(new Uint8Array(), 'empty.png'))).resolves.toBe(
      depositValidation.proofInvalidType,
    );
    await expect(checkProofFile(imageFile(tinyPngBytes().subarray(0, 7), 'cut.png'))).resolves.toBe(
      depositValidation.proofInvalidType,
    );
  });

  it('refuses a GIF and a PDF', async () => {
    await expect(
      checkProofFile(imageFile(new TextEncoder().encode('GIF89a....'), 'a.gif')),
    ).resolves.toBe(depositValidation.proofInvalidType);
    await expect(
      checkProofFile(imageFile(new TextEncoder().encode('%PDF-1.7'), 'a.pdf')),
    ).resolves.toBe(depositValidation.proofInvalidType);
  });

  it('refuses exactly 5 MB ("less than 5MB") and accepts 5 MB minus one byte', async () => {
    expect(maxProofBytes).toBe(5_242_880);
    const exactly = imageFile(paddedTo(tinyPngBytes(), maxProofBytes), 'big.png', 'image/png');
    const justUnder = imageFile(
      paddedTo(tinyJpegBytes(), maxProofBytes - 1),
      'big.jpg',
      'image/jpeg',
    );
    expect(exactly.size).toBe(5_242_880);
    await expect(checkProofFile(exactly)).resolves.toBe(depositValidation.proofTooLarge);
    await expect(checkProofFile(justUnder)).resolves.toBeUndefined();
  });

  it('names the type first when a large file is not an image either', async () => {
    await expect(checkProofFile(imageFile(paddedTo(text, maxProofBytes), 'big.png'))).resolves.toBe(
      depositValidation.proofInvalidType,
    );
  });
});
