import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog as ConfirmDialogComponent } from './ConfirmDialog';

const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The delete confirmation, loaded when a member first asks to delete: a post and the feed paint
 * without the dialog code (the post page was over its 200 KiB budget with it).
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialogComponent>) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
