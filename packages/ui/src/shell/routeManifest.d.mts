/** Who may open a route: anyone, only someone signed out (signed in goes to /dashboard), only someone signed in. */
export type RouteAccess = 'public' | 'guest' | 'protected';

/** One route of routeManifest.mjs, whose header describes each field. */
export interface RouteEntry {
  path: `/${string}`;
  access: RouteAccess;
  page: `${string}Page`;
  title: string;
  label?: string;
  menu?: { top?: number; drawer?: number };
  data?: readonly string[];
  prerendered?: boolean;
  budget: number;
  bench?: boolean;
}

export declare const routeManifest: readonly RouteEntry[];
