import { useLocation, useSearchParams } from 'react-router-dom';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useSetFavouriteMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';

/** Where the member's favourite recipes are listed (the recipes page, "Favourites only"). */
const FAVOURITE_RECIPES = '/home/recipes?favourites=1';

/**
 * The heart toggle; the server keeps the favourite. The confirmation says so and, away from the
 * favourites list, links to it.
 */
export function FavouriteButton({
  recipeId,
  title,
  favourite,
}: {
  recipeId: number;
  title: string;
  favourite: boolean;
}) {
  const [setFavourite, { isLoading }] = useSetFavouriteMutation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const onTheList = pathname === '/home/recipes' && search.get('favourites') === '1';
  return (
    <button
      type="button"
      className={`favourite-button${favourite ? ' favourite-button--on' : ''}`}
      aria-pressed={favourite}
      aria-label={`Favourite ${title}`}
      disabled={isLoading}
      onClick={() => {
        setFavourite({ recipeId, favourite: !favourite })
          .unwrap()
          .then(() =>
            toastQueue.show({
              message: favourite
                ? `${title} removed from your favourites.`
                : `${title} added to your favourites.`,
              tone: 'success',
              link: onTheList ? undefined : { label: 'See your favourites', to: FAVOURITE_RECIPES },
            }),
          )
          .catch((error: unknown) => {
            void popups.alert(failureMessage(error));
          });
      }}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={favourite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
      </svg>
    </button>
  );
}
