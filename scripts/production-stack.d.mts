export const DEFAULT_APP_PORT: number;
export const DEFAULT_API_PORT: number;
export function stackUrls(ports?: { port?: number; apiPort?: number }): {
  appUrl: string;
  apiUrl: string;
  marketUrl: string;
};
export function workerUser(): { name: string; group: string; uid: number; gid: number } | null;
export function copyReadable(source: string, target: string): void;
export function unreadableRootMessage(
  root: string,
  user: { name: string; uid: number; gid: number } | null,
): string | null;
