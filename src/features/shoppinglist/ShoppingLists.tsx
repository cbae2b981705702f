import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/ui/TextField';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { popups } from '@/ui/popupStore';
import {
  LIST_NAME_MAX_LENGTH,
  shoppingListNameError,
  useAddShoppingListMutation,
  useDeleteShoppingListMutation,
  useShoppingListsQuery,
} from './api';
import './shoppinglist.css';
import { failureMessage } from '@/lib/failureMessage';

/**
 * The member's shopping lists, each opening its list (/home/shoppinglist/{id}), with add (name
 * required) and delete: the shopping-list panel's content and the /home/shoppinglist page's.
 */
export function ShoppingLists({
  highlight = null,
  onOpen,
}: {
  highlight?: string | null;
  onOpen?: () => void;
}) {
  const { data, isLoading, error, refetch } = useShoppingListsQuery();
  const [addList, adding] = useAddShoppingListMutation();
  const [deleteList] = useDeleteShoppingListMutation();
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = shoppingListNameError(title);
    if (problem) {
      setFieldError(problem);
      return;
    }
    try {
      await addList(title.trim()).unwrap();
      setTitle('');
    } catch (failure) {
      await popups.alert(failureMessage(failure));
    }
  };

  const remove = async (listId: number, listTitle: string) => {
    const confirmed = await popups.confirm(
      `Delete the shopping list "${listTitle}"?`,
      'Delete shopping list',
      'Delete',
      'Cancel',
    );
    if (!confirmed) return;
    setDeleting(listId);
    try {
      await deleteList(listId).unwrap();
    } catch (failure) {
      await popups.alert(failureMessage(failure));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <form className="shopping-panel__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="New list name"
          maxLength={LIST_NAME_MAX_LENGTH}
          value={title}
          error={fieldError}
          onChange={(event) => {
            setTitle(event.target.value);
            setFieldError(undefined);
          }}
        />
        <button type="submit" className="button button--primary" disabled={adding.isLoading}>
          {adding.isLoading ? 'Adding…' : 'Add list'}
        </button>
      </form>
      {isLoading ? (
        <Spinner label="Loading shopping lists" />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title="You have no shopping lists yet">
          <p>Name a list above, or add a recipe’s ingredients from its page.</p>
          <Link className="button button--secondary" to="/home/recipes">
            Browse recipes
          </Link>
        </EmptyState>
      ) : (
        <ul className="shopping-panel__lists" aria-label="Your shopping lists">
          {data.map((list) => (
            <li
              key={list.list_id}
              className={`shopping-panel__list${highlight === String(list.list_id) ? ' shopping-panel__list--current' : ''}`}
            >
              <Link to={`/home/shoppinglist/${list.list_id}`} onClick={onOpen}>
                {list.title}
              </Link>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Delete ${list.title}`}
                disabled={deleting === list.list_id}
                onClick={() => void remove(list.list_id, list.title)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
