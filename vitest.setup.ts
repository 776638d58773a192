import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with Vitest globals, which this repo does not use.
afterEach(() => cleanup());

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Lazy routes compile on first use under Vitest; give find* queries room on a slow machine.
configure({ asyncUtilTimeout: 5_000 });
