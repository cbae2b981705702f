import { useEffect, useId, useState } from 'react';
import { useFoodSearchQuery } from '../api';
import { useFoodChannelDown } from '../logging';
import { failureMessage } from '@/lib/failureMessage';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type Food } from '../model';

/**
 * Searches the food database on the food socket host as the member types: the keyword settles
 * for a moment before it is asked, an empty search asks nothing, and only the answer for the
 * words in the box is shown (an older, slower answer never replaces it).
 */
export function FoodSearch({
  onChoose,
  first = false,
}: {
  onChoose: (food: Food) => void;
  /** The dialog's first stop: the box takes the focus when the dialog opens. */
  first?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const settled = typed.trim() === keyword;
  const { currentData, isFetching, error } = useFoodSearchQuery(keyword, { skip: !keyword });
  const foods = settled ? (currentData?.foods ?? null) : null;
  // The search goes over the food connection: while it is down, it waits for it to come back.
  const offline = useFoodChannelDown();

  return (
    <div className="food-search">
      <div className="field">
        <label htmlFor={inputId}>Search foods</label>
        <input
          id={inputId}
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          data-autofocus={first || undefined}
          placeholder="For example banana"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div aria-live="polite" className="food-search__status">
        {!keyword || !settled ? null : isFetching && !foods ? (
          <p role="status">
            {offline ? "You're offline: the search runs when you're back online." : 'Searching…'}
          </p>
        ) : error && !foods ? (
          <p role="alert">{failureMessage(error)}</p>
        ) : foods && !foods.length ? (
          <p>No foods match “{keyword}”.</p>
        ) : null}
      </div>
      {foods?.length ? (
        <ul className="food-search__results" aria-label="Foods found">
          {foods.map((food) => (
            <li key={food.food_id}>
              <button type="button" className="food-search__result" onClick={() => onChoose(food)}>
                <span>{food.name}</span>
                <span className="food-search__kcal">{food.kcal} kcal</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
