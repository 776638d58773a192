export const DEFAULT_APP_PORT: number;
export const DEFAULT_API_PORT: number;
export function stackUrls(ports?: { port?: number; apiPort?: number }): {
  appUrl: string;
  apiUrl: string;
  marketUrl: string;
};
