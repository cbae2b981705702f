import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { TextField } from '@/ui/TextField';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import {
  LIST_NAME_MAX_LENGTH,
  shoppingListNameError,
  useAddShoppingListMutation,
  useAddToShoppingListMutation,
  useShoppingListsQuery,
} from './api';
import { failureMessage } from '@/lib/failureMessage';

const NEW_LIST = 'new';

/** Adds ingredients to one of the member's shopping lists, or to a new one. */
export function AddToShoppingListDialog({
  items,
  recipeIds,
  onClose,
}: {
  items: string[];
  recipeIds: number[];
  onClose: () => void;
}) {
  const lists = useShoppingListsQuery();
  const [createList] = useAddShoppingListMutation();
  const [addItems, { isLoading }] = useAddToShoppingListMutation();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const groupId = useId();
  const options = lists.data ?? [];
  const selected = choice || (options[0] ? String(options[0].list_id) : NEW_LIST);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let listId = Number(selected);
    let title = options.find((list) => list.list_id === listId)?.title ?? '';
    if (selected === NEW_LIST) {
      const problem = shoppingListNameError(name);
      setNameError(problem);
      if (problem) return;
      try {
        const updated = await createList(name.trim()).unwrap();
        const created = updated.find(
          (list) => list.title.toLowerCase() === name.trim().toLowerCase(),
        );
        if (!created) return;
        listId = created.list_id;
        title = created.title;
      } catch (error) {
        void popups.alert(failureMessage(error));
        return;
      }
    }
    try {
      await addItems({ listId, items, recipeIds }).unwrap();
      toastQueue.show({
        message: `Added to ${title}.`,
        tone: 'success',
        link: { label: 'Open the list', to: `/home/shoppinglist/${listId}` },
      });
      onClose();
    } catch (error) {
      void popups.alert(failureMessage(error));
    }
  };

  return (
    <Dialog title="Add to shopping list" onClose={onClose} size="small">
      {lists.isLoading ? (
        <Spinner label="Loading your shopping lists" />
      ) : lists.error ? (
        <ErrorState message={failureMessage(lists.error)} onRetry={() => void lists.refetch()} />
      ) : (
        <form className="recipe-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset>
            <legend>Choose a list</legend>
            {options.map((list) => (
              <label key={list.list_id} className="recipe-dialog__choice">
                <input
                  type="radio"
                  name={groupId}
                  value={list.list_id}
                  checked={selected === String(list.list_id)}
                  onChange={() => setChoice(String(list.list_id))}
                />
                {list.title}
              </label>
            ))}
            <label className="recipe-dialog__choice">
              <input
                type="radio"
                name={groupId}
                value={NEW_LIST}
                checked={selected === NEW_LIST}
                onChange={() => setChoice(NEW_LIST)}
              />
              New list
            </label>
          </fieldset>
          {selected === NEW_LIST ? (
            <TextField
              label="List name"
              value={name}
              maxLength={LIST_NAME_MAX_LENGTH}
              error={nameError ?? undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
          ) : null}
          <p className="hint">
            {items.length
              ? `${items.length === 1 ? '1 ingredient' : `${items.length} ingredients`} will be added.`
              : `The ingredients of ${recipeIds.length === 1 ? '1 recipe' : `${recipeIds.length} recipes`} will be added.`}
          </p>
          <button type="submit" className="button button--primary" disabled={isLoading}>
            Add to list
          </button>
        </form>
      )}
    </Dialog>
  );
}
