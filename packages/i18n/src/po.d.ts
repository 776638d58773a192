// A catalogue (locales/<language>.po), as build/poCatalogue.ts compiles it: English text → compiled translation.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
