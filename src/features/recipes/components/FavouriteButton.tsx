import { popups } from '@/ui/popupStore';
import { useSetFavouriteMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';

/** The heart toggle; the server keeps the favourite. */
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
