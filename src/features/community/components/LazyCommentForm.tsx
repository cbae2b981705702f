import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/ui/Spinner';
import type { CommentForm as CommentFormComponent } from './CommentForm';

const CommentForm = lazy(() =>
  import('./CommentForm').then((module) => ({ default: module.CommentForm })),
);

/**
 * The comment and reply box, loaded beside the post and its comments rather than before them:
 * with its member suggestions it would take the post page over its 200 KiB budget.
 */
export function LazyCommentForm(props: ComponentProps<typeof CommentFormComponent>) {
  return (
    <Suspense fallback={<Spinner label="Loading the comment box" />}>
      <CommentForm {...props} />
    </Suspense>
  );
}
