// Real, tiny image files built byte by byte (no encoder needed), for unit tests, stories and e2e.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function pngChunk(type: string, data: number[]): number[] {
  const typeAndData = new Uint8Array([...ascii(type), ...data]);
  return [...u32(data.length), ...typeAndData, ...u32(crc32(typeAndData))];
}

/** A valid 1×1 PNG of one RGB colour (the pixels in a stored, uncompressed zlib block). */
export function tinyPngBytes([red, green, blue]: [number, number, number] = [34, 139, 34]) {
  const scanline = new Uint8Array([0, red, green, blue]); // filter type 0, then the pixel
  const zlib = [
    0x78,
    0x01,
    0x01, // final block, stored
    scanline.length & 0xff,
    scanline.length >>> 8,
    ~scanline.length & 0xff,
    (~scanline.length >>> 8) & 0xff,
    ...scanline,
    ...u32(adler32(scanline)),
  ];
  const header = [...u32(1), ...u32(1), 8, 2, 0, 0, 0]; // 1×1, 8-bit RGB
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', zlib),
    ...pngChunk('IEND', []),
  ]);
}

/**
 * A valid 8×8 grey baseline JPEG: one block whose coefficients are all zero, coded with one-symbol
 * Huffman tables (DC category 0 = "0", AC end-of-block = "0").
 */
export function tinyJpegBytes() {
  const oneSymbolTable = (tableClassAndId: number) => [
    0xff,
    0xc4,
    0x00,
    0x14,
    tableClassAndId,
    1,
    ...new Array<number>(15).fill(0),
    0x00,
  ];
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array<number>(64).fill(1)],
    ...[0xff, 0xc0, 0x00, 0x0b, 8, 0, 8, 0, 8, 1, 1, 0x11, 0],
    ...oneSymbolTable(0x00),
    ...oneSymbolTable(0x10),
    ...[0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0],
    0x3f, // "0" (DC) + "0" (EOB), padded with ones
    ...[0xff, 0xd9],
  ]);
}

/** `bytes` followed by zeros up to exactly `size` bytes (a valid header, a chosen size). */
export function paddedTo(bytes: Uint8Array, size: number): Uint8Array {
  const padded = new Uint8Array(size);
  padded.set(bytes.subarray(0, size));
  return padded;
}

export function imageFile(bytes: Uint8Array, name: string, type = '') {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
