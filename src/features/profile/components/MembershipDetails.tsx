import { Link } from 'react-router-dom';
import type { UserProfile } from '@/features/user';
import { longDate } from '@/lib/format/days';
import { formerMembership } from '@/lib/lapsedMember';
import { safeUrl } from '@/lib/url';
import { SafeImage } from '@/ui/SafeImage';

/** A FAQ question id as it may go in a link's #fragment. */
const FAQ_ID = /^[A-Za-z0-9_-]{1,60}$/;

/** The FAQ answer for a membership bought in an app: ios_faq_id (apple), android_faq_id (google). */
function appFaq(profile: UserProfile): { app: string; id: string } | null {
  const [app, id] =
    profile.purchased_from === 'apple'
      ? ['iPhone', profile.ios_faq_id]
      : profile.purchased_from === 'google'
        ? ['Android', profile.android_faq_id]
        : ['', ''];
  return app && FAQ_ID.test(id) ? { app, id } : null;
}

function daysLeft(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

/**
 * What the member's own record says of their plan (spec 1 §3): its pictures (plan_images), the
 * period it runs to (next_purchased_date, remaining_days), a cancellation (cancel_subscription),
 * a changed payment date (is_payment_date_change), the way back for a former member (/rejoin)
 * and, for a plan bought in an app, the FAQ answer on managing it there (ios_faq_id,
 * android_faq_id).
 */
export function MembershipDetails({ profile }: { profile: UserProfile }) {
  const paid = profile.type >= 2;
  const images = profile.plan_images
    .map((image) => safeUrl(image))
    .filter((image): image is string => Boolean(image));
  const until = longDate(profile.next_purchased_date) || profile.next_purchased_date;
  const left = profile.remaining_days > 0 ? ` (${daysLeft(profile.remaining_days)})` : '';
  const cancelled = paid && profile.cancel_subscription === 1;
  const former = formerMembership(profile);
  const faq = appFaq(profile);

  return (
    <>
      {images.length ? (
        <div className="plan-images">
          {images.map((image) => (
            <SafeImage key={image} className="plan-images__image" src={image} alt="" />
          ))}
        </div>
      ) : null}
      {paid && until ? (
        <p>
          {cancelled ? (
            <>
              Your membership is cancelled: you keep {profile.type_label} until{' '}
              <strong>{until}</strong>
              {left}.
            </>
          ) : (
            <>
              Your plan runs until <strong>{until}</strong>
              {left}.
            </>
          )}
        </p>
      ) : null}
      {paid && !until && profile.remaining_days > 0 ? (
        <p>{daysLeft(profile.remaining_days)} in this period.</p>
      ) : null}
      {paid && profile.is_payment_date_change === 1 ? (
        <p>Your payment date has been changed.</p>
      ) : null}
      {former ? (
        <p className="plans-notice">
          {former === 'cancelled'
            ? 'You cancelled your Premium membership.'
            : 'Your Premium membership has lapsed.'}{' '}
          Your planner, playlists, favourites and community are still here.{' '}
          <Link to="/rejoin">Rejoin</Link>
        </p>
      ) : null}
      {faq ? (
        <p>
          Your membership was bought in the {faq.app} app, so it is changed or cancelled there.{' '}
          <Link to={`/faq#${faq.id}`}>How to manage a membership bought in the app</Link>
        </p>
      ) : null}
    </>
  );
}
