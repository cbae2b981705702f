/** Opens the shopping-list panel (the planner and notifications call this). */
export { shoppingListPanel } from './panelStore';
/** The member's lists, for screens that add to them (recipes, meal plans). */
export {
  useShoppingListsQuery,
  useAddShoppingListMutation,
  shoppingListNameError,
  type ShoppingList,
} from './api';
