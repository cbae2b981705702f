import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/ui/Dialog';
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
import { shoppingListPanel } from './panelStore';
import './shoppinglist.css';
import { failureMessage } from '@/lib/failureMessage';

/** The shopping-list panel: the user's lists, add (name required) and delete. */
export default function ShoppingListPanel({ highlight }: { highlight: string | null }) {
  const { data, isLoading, error, refetch } = useShoppingListsQuery();
  const [addList, adding] = useAddShoppingListMutation();
  const [deleteList] = useDeleteShoppingListMutation();
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<number | null>(null);
  const close = () => shoppingListPanel.close();

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
    <Dialog title="Shopping lists" onClose={close} size="medium">
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
        <EmptyState title="You have no shopping lists yet" />
      ) : (
        <ul className="shopping-panel__lists" aria-label="Your shopping lists">
          {data.map((list) => (
            <li
              key={list.list_id}
              className={`shopping-panel__list${highlight === String(list.list_id) ? ' shopping-panel__list--current' : ''}`}
            >
              <Link to={`/home/shoppinglist/${list.list_id}`} onClick={close}>
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
    </Dialog>
  );
}
