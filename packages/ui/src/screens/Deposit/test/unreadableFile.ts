/** A file whose bytes cannot be read any more (e.g. deleted or changed on disk after it was chosen). */
export function unreadableFile(name: string, type = 'image/png'): File {
  const file = new File([new Uint8Array(16)], name, { type });
  const fail = () =>
    Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
  Object.defineProperty(file, 'slice', {
    value: () => {
      const blob = new Blob([new Uint8Array(16)]);
      Object.defineProperty(blob, 'arrayBuffer', { value: fail });
      return blob;
    },
  });
  return file;
}
