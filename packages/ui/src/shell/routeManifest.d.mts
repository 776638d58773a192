/** Who may open a route: anyone, only someone signed out (signed in goes to /dashboard), only someone signed in. */
export type RouteAccess = 'public' | 'guest' | 'protected';

/** One route of routeManifest.mjs, whose header describes each field. */
export interface RouteEntry {
  path: `/${string}`;
  /** For a path with a parameter: its pages (a frame of each is prerendered; tests and benches open the first). */
  pages?: readonly `/${string}`[];
  access: RouteAccess;
  screen: string;
  title: string;
  label?: string;
  menu?: { top?: number; drawer?: number };
  data?: readonly string[];
  prerendered?: boolean;
  budget: number;
  bench?: boolean;
}

export declare const routeManifest: readonly RouteEntry[];

/** The key of a route's lazy page chunk in the app build's Vite manifest. */
export declare function screenChunkKey(screen: string): string;

/** True for a Vite manifest key that is a route's page chunk (a screen folder's index). */
export declare function isScreenChunkKey(key: string): boolean;

/** The page a route's tests open: its path, or its first page when the path has a parameter. */
export declare function pageOf(entry: RouteEntry): `/${string}`;
