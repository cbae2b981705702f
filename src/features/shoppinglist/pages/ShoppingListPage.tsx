import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useTextDraft } from '@/lib/textDrafts';
import { useShoppingListDetailsQuery } from '../api';
import '../shoppinglist.css';
import { failureMessage } from '@/lib/failureMessage';

/**
 * /home/shoppinglist/{listId}: one list and its items. The items ticked off while shopping are
 * kept for the tab with the unsent text (lib/textDrafts, one item per line), so a reload or a
 * look at a recipe in between loses none; the server keeps no ticks.
 */
export default function ShoppingListPage() {
  const { listId = '' } = useParams();
  const { data, isLoading, error, refetch } = useShoppingListDetailsQuery(listId);
  const [tickedText, setTickedText] = useTextDraft(`shoppinglist:${listId}`);
  const ticked = new Set(tickedText ? tickedText.split('\n') : []);
  const toggle = (item: string) => {
    const next = new Set(ticked);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    setTickedText([...next].join('\n'));
  };
  return (
    <div className="page shopping-page">
      {isLoading ? (
        <Spinner label="Loading shopping list" />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <h1>{data.title}</h1>
          {data.items.length === 0 ? (
            <EmptyState title="This list is empty">
              <p className="hint">Add ingredients from a recipe or your meal plan.</p>
            </EmptyState>
          ) : (
            <ul className="shopping-page__items">
              {data.items.map((item) => (
                <li key={item}>
                  <label>
                    <input
                      type="checkbox"
                      checked={ticked.has(item)}
                      onChange={() => toggle(item)}
                    />{' '}
                    {item}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <Link className="button button--secondary" to="/home/shoppinglist">
        All shopping lists
      </Link>
    </div>
  );
}
