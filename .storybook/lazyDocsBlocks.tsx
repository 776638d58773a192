import { Suspense, lazy, type ComponentProps } from 'react';
import type { Story } from '@storybook/addon-docs/blocks';

// The docs blocks load with a docs page only: a story's canvas (each frame of a docs page too) never parses them.
const DocsStoryFrame = lazy(() =>
  import('./DocsStoryFrame').then(({ DocsStoryFrame }) => ({ default: DocsStoryFrame })),
);
const DocsPageBlocks = lazy(() =>
  import('./DocsPageBlocks').then(({ DocsPageBlocks }) => ({ default: DocsPageBlocks })),
);

/** The docs pages' Story block (DocsStoryFrame.tsx), loaded when a docs page first draws one. */
export function DocsStory(props: ComponentProps<typeof Story>) {
  return (
    <Suspense fallback={null}>
      <DocsStoryFrame {...props} />
    </Suspense>
  );
}

/** Every component's docs page (DocsPageBlocks.tsx). */
export function DocsPage() {
  return (
    <Suspense fallback={null}>
      <DocsPageBlocks />
    </Suspense>
  );
}
