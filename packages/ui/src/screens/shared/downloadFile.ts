/** How long the file's object URL outlives the click: the browser reads it after the click returns. */
const revokeAfterMs = 10_000;

/**
 * Saves `text` as a file named `fileName` through a temporary link (no server round trip: the rows
 * are already in the page). The object URL is released a little later.
 */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
