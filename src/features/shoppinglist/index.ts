/** Opens the shopping-list panel (the planner and notifications call this). */
export { shoppingListPanel } from './panelStore';
