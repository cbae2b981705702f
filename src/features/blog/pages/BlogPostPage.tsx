import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { popups } from '@/ui/popupStore';
import { authSession } from '@/lib/auth/session';
import { applyPageMeta } from '@/lib/pageMeta';
import type { PagePrefetch } from '@/app/routing/types';
import { blogApi, useBlogPostQuery, useToggleBlogFavouriteMutation } from '../api';
import { blogPostMeta, publishedOn } from '../model';
import { BlogNewsletter } from '../components/BlogNewsletter';
import '../blog.css';
import { ServedButton } from '@/ui/ServedButton';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { Spinner } from '@/ui/Spinner';

/** The one-time purchase (card form, wallet, 3-D Secure) loads only for an article sold separately. */
const SoldSeparately = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SoldSeparately })),
);

// The cleaner loads with the page, alongside its data: the article shows whole in its first render
// (nothing below it moves when it arrives).
void loadSanitizer();

/** A prerendered article hydrates with its cleaned HTML in place: the cleaner is in first. */
export async function prepare(): Promise<void> {
  await loadSanitizer();
}

/** The article, for the page served prerendered (src/prerender). */
export const prefetch: PagePrefetch = async (pathname, dispatch) => {
  const blogId = Number(pathname.split('/').at(-1));
  const { data } = await dispatch(blogApi.endpoints.blogPost.initiate(blogId));
  return data ? blogPostMeta(data) : null;
};

function ArticleSkeleton() {
  return (
    <article className="page article-page blog-article" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the article
      </p>
      <div className="article-page__image article-page__image--skeleton blog-article__image blog-article__image--skeleton" />
      <div className="skeleton-line skeleton-line--title" />
      <div className="skeleton-line" />
      <div className="skeleton-line" />
    </article>
  );
}

/** /blog/{id}: an article (server HTML cleaned), share, and favourite for members. */
export default function BlogPostPage() {
  const params = useParams();
  const blogId = Number(params.blogId);
  const valid = Number.isInteger(blogId) && blogId > 0;
  const { data: post, error, isLoading, refetch } = useBlogPostQuery(blogId, { skip: !valid });
  const [toggleFavourite, favouriting] = useToggleBlogFavouriteMutation();
  const [shared, setShared] = useState('');
  const member = Boolean(authSession.memberToken());

  useEffect(() => {
    if (post) applyPageMeta(blogPostMeta(post));
  }, [post]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This article could not be found." />
      </div>
    );
  if (isLoading) return <ArticleSkeleton />;
  if (error || !post)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        <Link to="/blog">All articles</Link>
      </div>
    );

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: post.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared('Link copied.');
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setShared('Copy this link to share it: ' + url);
    }
  };

  const favourite = async () => {
    try {
      await toggleFavourite(post.blog_id).unwrap();
    } catch (failure) {
      await popups.alert(failureMessage(failure));
    }
  };

  return (
    <article className="page article-page blog-article">
      <Link to="/blog">All articles</Link>
      <SafeImage
        className="article-page__image blog-article__image"
        src={post.image}
        alt=""
        width={960}
        height={540}
      />
      <p className="card__category blog-card__category">{post.category}</p>
      <h1>{post.title}</h1>
      <p className="muted">
        {post.author} · {publishedOn(post.published)}
      </p>
      <div className="blog-article__actions">
        <ServedButton className="button button--secondary" onClick={() => void share()}>
          Share
        </ServedButton>
        {member ? (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={post.is_favourite === 1}
            disabled={favouriting.isLoading}
            onClick={() => void favourite()}
          >
            {post.is_favourite === 1 ? 'Saved to favourites' : 'Save to favourites'}
          </button>
        ) : null}
      </div>
      {shared ? <p role="status">{shared}</p> : null}
      <SanitizedHtml className="article-page__content blog-article__content" html={post.content} />
      {post.access === 0 && post.access_reason === 'purchase' && post.price ? (
        member ? (
          <Suspense fallback={<Spinner label="Loading the purchase" />}>
            <SoldSeparately
              what="article"
              product={{
                product_type: 'blog',
                product_type_id: post.blog_id,
                product_price: post.price,
                name: post.title,
              }}
              symbol={post.currency_symbol}
              onPurchased={() => void refetch()}
            />
          </Suspense>
        ) : (
          <div className="plans-notice" role="alert">
            <p>{`This article is sold separately: ${formatPrice(post.price, post.currency_symbol)}, yours to keep. Log in to buy it.`}</p>
            <Link
              className="button"
              to="/login"
              onClick={() => authSession.rememberRedirect(`/blog/${post.blog_id}`)}
            >
              Log in to buy
            </Link>
          </div>
        )
      ) : null}
      <BlogNewsletter />
    </article>
  );
}
