import { createContext, useContext, useState, type ReactNode } from 'react';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { failureMessage } from '@/lib/failureMessage';
import { useDeletePostMutation } from '../api';
import type { Post } from '../model';
import { LazyConfirmDialog } from './LazyConfirmDialog';

const AskToDelete = createContext<((post: Post) => void) | null>(null);

/**
 * Asks before deleting one of the member's posts, for every post card inside it. The question
 * belongs to the page, not to the card: the feed swaps its first cards for the windowed list's
 * cards when that code arrives, and a question kept in a card went with it.
 */
export function PostDeletion({
  children,
  onDeleted,
}: {
  children: ReactNode;
  onDeleted?: (post: Post) => void;
}) {
  const [asked, setAsked] = useState<Post | null>(null);
  const [deletePost, deleting] = useDeletePostMutation();

  const remove = async (post: Post) => {
    try {
      await deletePost({ communityId: post.community_id, postId: post.post_id }).unwrap();
      setAsked(null);
      toastQueue.show({ message: 'Your post is deleted.', tone: 'success' });
      onDeleted?.(post);
    } catch (error) {
      setAsked(null);
      void popups.alert(failureMessage(error));
    }
  };

  return (
    <AskToDelete.Provider value={setAsked}>
      {children}
      {asked ? (
        <LazyConfirmDialog
          title="Delete post?"
          message="Your post and its comments will be removed. This cannot be undone."
          confirmLabel="Delete"
          busy={deleting.isLoading}
          onConfirm={() => void remove(asked)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </AskToDelete.Provider>
  );
}

/** Opens the page's "Delete post?" question for a post. */
export function useAskToDelete(): (post: Post) => void {
  const ask = useContext(AskToDelete);
  if (!ask) throw new Error('A post card needs a PostDeletion around it.');
  return ask;
}
