// Files that run in Node (the unit-node project) have no DOM and need none of Testing Library: only files
// with a DOM (components, hooks, and `@vitest-environment jsdom` files) load it.
if (typeof window !== 'undefined') await import('./vitest.setup.dom');

export {};
