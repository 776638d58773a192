/**
 * A dynamic import for `React.lazy` that never rejects: offline, it tries again every few seconds, so a
 * lost connection shows nothing for a while instead of the crash page (React.lazy keeps a failure).
 */
export function importUntilLoaded<Module>(
  load: () => Promise<Module>,
  retryMs = 3_000,
): Promise<Module> {
  return load().catch(() =>
    new Promise((retry) => setTimeout(retry, retryMs)).then(() => importUntilLoaded(load, retryMs)),
  );
}
