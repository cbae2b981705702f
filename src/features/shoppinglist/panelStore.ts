import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/** Whether the shopping-list panel is open (from a notification or the planner). */
interface PanelState {
  open: boolean;
  listId: string | null;
}

const state = createExternalStore<PanelState>({ open: false, listId: null });

export const shoppingListPanel = {
  open(listId?: string | number | null): void {
    state.set({ open: true, listId: listId ? String(listId) : null });
  },
  close(): void {
    state.set({ open: false, listId: null });
  },
  get(): PanelState {
    return state.get();
  },
  subscribe: state.subscribe,
};

export function useShoppingListPanel(): PanelState {
  return useExternalStore(state);
}
