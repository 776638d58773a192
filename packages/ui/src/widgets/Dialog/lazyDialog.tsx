import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A dialog that loads (with the dialog library) the first time it opens, not before the page's first
 * paint (scripts/check-bundle.mjs). Closed, it renders nothing.
 */
export function lazyDialog<Props extends { open?: boolean }>(
  load: () => Promise<ComponentType<Props>>,
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
