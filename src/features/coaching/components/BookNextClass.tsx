import { useState } from 'react';
import { showFailure } from '@/ui/showFailure';
import { toastQueue } from '@/ui/toastStore';
import { useChangeBasketMutation } from '@/features/basket';
import type { ClassPlan } from '@/features/professionals';
import { useProClassesQuery } from '../bookingApi';
import { basketRequest, bookingClosed, bookingTimeZone, bookingWhen } from '../booking';

export const VIEW_BASKET = '/rwl-coaches/viewbasket';

/**
 * "Book" beside a class plan on a professional's page: its next class with places left goes
 * straight into the basket (the header's count rises from the basket the server returns), and
 * the confirmation names the class and links to the basket. Other dates stay in the form below.
 */
export function BookNextClass({ fitproId, plan }: { fitproId: string; plan: ClassPlan }) {
  const classes = useProClassesQuery({ fitproId });
  const [changeBasket, { isLoading }] = useChangeBasketMutation();
  const [timeZone] = useState(bookingTimeZone);
  const [now] = useState(() => Date.now());
  const next = (classes.data ?? []).find(
    (entry) =>
      entry.class_plan_id === plan.class_plan_id &&
      entry.places_left > 0 &&
      !bookingClosed(entry, now),
  );
  if (classes.data && !next) return <span className="price-list__book">No open dates</span>;

  const book = async () => {
    if (!next) return;
    try {
      await changeBasket(
        basketRequest(fitproId, {
          item: `class:${plan.class_plan_id}`,
          classId: next.class_id,
          date: '',
          time: '',
        }),
      ).unwrap();
      toastQueue.show({
        message: `${plan.title}, ${bookingWhen(next.start_at, timeZone)}, added to your basket.`,
        tone: 'success',
        link: { label: 'View basket', to: VIEW_BASKET },
      });
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <button
      type="button"
      className="button button--primary price-list__book"
      aria-label={`Book ${plan.title}`}
      disabled={!next || isLoading}
      onClick={() => void book()}
    >
      {isLoading ? 'Adding…' : 'Book'}
    </button>
  );
}
