import { useSyncExternalStore } from 'react';

/** Whether the shopping-list panel is open (from a notification or the planner). */
interface PanelState {
  open: boolean;
  listId: string | null;
}

let state: PanelState = { open: false, listId: null };
const listeners = new Set<() => void>();

export const shoppingListPanel = {
  open(listId?: string | number | null): void {
    state = { open: true, listId: listId ? String(listId) : null };
    listeners.forEach((listener) => listener());
  },
  close(): void {
    state = { open: false, listId: null };
    listeners.forEach((listener) => listener());
  },
  get(): PanelState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShoppingListPanel(): PanelState {
  return useSyncExternalStore(
    shoppingListPanel.subscribe,
    shoppingListPanel.get,
    shoppingListPanel.get,
  );
}
