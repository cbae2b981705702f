import { Dialog } from '@/ui/Dialog';
import { shoppingListPanel } from './panelStore';
import { ShoppingLists } from './ShoppingLists';

/** The shopping-list panel: the user's lists, add (name required) and delete. */
export default function ShoppingListPanel({ highlight }: { highlight: string | null }) {
  const close = () => shoppingListPanel.close();
  return (
    <Dialog title="Shopping lists" onClose={close} size="medium">
      <ShoppingLists highlight={highlight} onOpen={close} />
    </Dialog>
  );
}
