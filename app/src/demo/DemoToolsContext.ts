import { createContext, type ReactNode } from 'react';

/** Mock-mode tools (the demo inbox) shown in the frame; nothing in a real build. */
export const DemoToolsContext = createContext<ReactNode>(null);
