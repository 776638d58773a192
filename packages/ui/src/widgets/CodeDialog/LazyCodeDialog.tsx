import { Suspense, lazy } from 'react';
import type { CodeDialogProps } from './CodeDialog';

const CodeDialog = lazy(() =>
  import('./CodeDialog').then(({ CodeDialog }) => ({ default: CodeDialog })),
);

/**
 * `CodeDialog`, loaded with the dialog library the first time it opens, not before the page's first paint
 * (scripts/check-bundle.mjs). Closed, it renders nothing, so the page prerenders without waiting for the
 * chunk (scripts/prerender.mjs refuses a suspended page).
 */
export function LazyCodeDialog(props: CodeDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CodeDialog {...props} />
    </Suspense>
  );
}
