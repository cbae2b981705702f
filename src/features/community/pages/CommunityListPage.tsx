import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { safeUrl } from '@/lib/url';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsStaff } from '@/features/user';
import {
  useCommunitiesForSaleQuery,
  useCommunitiesQuery,
  useReorderCommunitiesMutation,
  communityApi,
} from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { communityPath, moveCommunity, type Community } from '../model';
import '../community.css';

/** The one-time purchase (card form, wallet, 3-D Secure) loads only when a community is for sale. */
const SoldSeparately = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SoldSeparately })),
);

/** /home/community/list: the member's communities; staff may change their order. */
export default function CommunityListPage() {
  const { data, error, isLoading, refetch } = useCommunitiesQuery();
  const staff = useAppSelector(selectIsStaff);
  const [order, setOrder] = useState<Community[] | null>(null);
  const [reorder, saving] = useReorderCommunitiesMutation();

  useEffect(() => {
    document.title = 'Communities | RWL';
  }, []);

  const shown = order ?? data ?? [];

  const save = async () => {
    if (!order) return;
    try {
      await reorder(order.map((item) => item.community_id)).unwrap();
      setOrder(null);
      toastQueue.show({ message: 'The order of the communities is saved.', tone: 'success' });
    } catch (failure) {
      void popups.alert(failureMessage(failure));
    }
  };

  return (
    <div className="page page--narrow community-page">
      <h1>Communities</h1>
      {isLoading ? (
        <Spinner label="Loading communities" />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title="You have not joined a community yet.">
          <Link className="button button--secondary" to="/home/community">
            Go to the community
          </Link>
        </EmptyState>
      ) : (
        <>
          <ol className="community-list" aria-label="Your communities">
            {shown.map((community, index) => (
              <li key={community.community_id} className="community-list__item">
                <SafeImage
                  src={safeUrl(community.image) ?? undefined}
                  alt=""
                  width={56}
                  height={56}
                />
                <div>
                  <Link
                    to={communityPath(community.community_id)}
                    className="community-list__title"
                  >
                    {community.title}
                  </Link>
                  <p className="hint">{community.description}</p>
                </div>
                {staff ? (
                  <div
                    className="community-list__move"
                    role="group"
                    aria-label={`Move ${community.title}`}
                  >
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={index === 0}
                      aria-label={`Move ${community.title} up`}
                      onClick={() => setOrder(moveCommunity(shown, community.community_id, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={index === shown.length - 1}
                      aria-label={`Move ${community.title} down`}
                      onClick={() => setOrder(moveCommunity(shown, community.community_id, 1))}
                    >
                      ↓
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          {staff && order ? (
            <div className="dialog__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setOrder(null)}
              >
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={saving.isLoading}
                onClick={() => void save()}
              >
                Save order
              </button>
            </div>
          ) : null}
        </>
      )}
      <ForSale />
    </div>
  );
}

/** Communities sold separately that the member has not bought: each offers its one-time purchase. */
function ForSale() {
  const { data } = useCommunitiesForSaleQuery();
  const dispatch = useAppDispatch();
  if (!data?.length) return null;
  return (
    <section className="community-for-sale" aria-labelledby="community-for-sale">
      <h2 id="community-for-sale">Communities to join</h2>
      <ul className="community-list">
        {data.map((community) => (
          <li key={community.community_id} className="community-list__item">
            <SafeImage src={safeUrl(community.image) ?? undefined} alt="" width={56} height={56} />
            <div>
              <h3 className="community-list__title">{community.title}</h3>
              <p className="hint">{community.description}</p>
              <Suspense fallback={<Spinner label="Loading the purchase" />}>
                <SoldSeparately
                  what="community"
                  product={{
                    product_type: 'community',
                    product_type_id: community.community_id,
                    product_price: community.price,
                    name: community.title,
                  }}
                  symbol={community.currency_symbol || '£'}
                  onPurchased={() => dispatch(communityApi.util.invalidateTags(['Communities']))}
                />
              </Suspense>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
