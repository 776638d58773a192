/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** "1" serves the app against the in-browser mock API (demo mode). */
  readonly VITE_MOCK?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_MARKET_API_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
