import { createContext, type ReactNode } from 'react';

/**
 * Extra content a Dialog with `showAccessory` (a code dialog) shows at its end. A modal makes the rest of the page inert, so tools that
 * must stay usable while one is open (the mock-mode Demo inbox, D1) are rendered inside it instead.
 */
export const DialogAccessoryContext = createContext<ReactNode>(null);
