/** How long the file's object URL outlives the click: the browser reads it after the click returns. */
const revokeAfterMs = 10_000;

/** Saves `text` as a plain-text file named `fileName` through a temporary link; nothing goes to a server. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  }
}
