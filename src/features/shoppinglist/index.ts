/**
 * Public surface of the shopping lists: the panel's store (the planner and notifications open
 * it), and the panel and the add-to-list dialog of recipes and meal plans, loaded when opened.
 */
export { shoppingListPanel, useShoppingListPanel } from './panelStore';
export const loadShoppingListPanel = () => import('./ShoppingListPanel');
export const loadAddToShoppingListDialog = () => import('./AddToShoppingListDialog');
