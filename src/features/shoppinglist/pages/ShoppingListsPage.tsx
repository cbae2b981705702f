import { ShoppingLists } from '../ShoppingLists';

/** /home/shoppinglist: the member's shopping lists, the Food group's "Shopping lists". */
export default function ShoppingListsPage() {
  return (
    <div className="page shopping-page">
      <h1>Shopping lists</h1>
      <ShoppingLists />
    </div>
  );
}
