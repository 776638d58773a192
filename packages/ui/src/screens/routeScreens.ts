import type { ComponentType } from 'react';

type ScreenModule = Record<string, ComponentType | undefined>;

// Every screen folder's index, each its own lazily loaded chunk: the route manifest's `screen` names the folder.
const screenModules = import.meta.glob<ScreenModule>(['./*/index.ts', '!./shared/index.ts']);

/**
 * The route's lazy page (react-router's `lazy`): packages/ui/src/screens/<screen>/index.ts, whose `<screen>Screen`
 * is the page. A manifest entry naming a folder that does not exist fails here, when the route table is built.
 */
export function lazyScreen(screen: string): () => Promise<{ Component: ComponentType }> {
  const load = screenModules[`./${screen}/index.ts`];
  if (!load) throw new Error(`packages/ui/src/screens/${screen}/index.ts does not exist`);
  return async () => {
    const Component = (await load())[`${screen}Screen`];
    if (!Component) throw new Error(`packages/ui/src/screens/${screen} exports no ${screen}Screen`);
    return { Component };
  };
}
