import type { ReactNode } from 'react';

/**
 * An empty list: what is missing (title) and the next step (children): a link or button to where
 * such things are added or found, so an empty list is never a dead end.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
