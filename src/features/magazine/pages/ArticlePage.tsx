import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { applyPageMeta } from '@/lib/pageMeta';
import type { PagePrefetch } from '@/app/routing/types';
import { magazineApi, useArticlePreviewQuery, useArticleQuery } from '../api';
import { articleMeta } from '../model';
import { MagazineNewsletter } from '../components/MagazineNewsletter';
import '../magazine.css';
import { failureMessage } from '@/lib/failureMessage';

// The cleaner loads with the page, alongside its data: the article shows whole in its first render
// (nothing below it moves when it arrives).
void loadSanitizer();

/** A prerendered article hydrates with its cleaned HTML in place: the cleaner is in first. */
export async function prepare(): Promise<void> {
  await loadSanitizer();
}

/** The article, for the page served prerendered (src/prerender); previews are never prerendered. */
export const prefetch: PagePrefetch = async (pathname, dispatch) => {
  const key = (pathname.split('/').at(-1) ?? '').slice(0, 80);
  const { data } = await dispatch(magazineApi.endpoints.article.initiate(key));
  return data ? articleMeta(data) : null;
};

/**
 * An article: /magazine/{id}/{mId} and /magazine/{id}/{cId}/{mId} (by id or slug), and
 * /magazine-preview/{pId} in preview mode.
 */
export default function ArticlePage() {
  const params = useParams();
  const preview = useLocation().pathname.startsWith('/magazine-preview/');
  const previewId = Number(params.previewId);
  const key = (params.articleId ?? '').slice(0, 80);
  const live = useArticleQuery(key, { skip: preview || !key });
  const draft = useArticlePreviewQuery(previewId, { skip: !preview || !(previewId > 0) });
  const { data: article, error, isLoading, refetch } = preview ? draft : live;

  useEffect(() => {
    if (article) applyPageMeta(articleMeta(article));
  }, [article]);

  if (isLoading)
    return (
      <article className="page article-page magazine-article" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the article
        </p>
        <div className="article-page__image article-page__image--skeleton magazine-article__image magazine-article__image--skeleton" />
      </article>
    );
  if (error || !article)
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(error, 'This article could not be found.')}
          onRetry={() => void refetch()}
        />
        <Link to="/magazine">The magazine</Link>
      </div>
    );
  return (
    <article className="page article-page magazine-article">
      {preview ? (
        <p className="magazine-article__preview" role="note">
          Preview: this article is not published yet.
        </p>
      ) : null}
      <Link to={article.issue_id ? `/magazine/${article.issue_id}` : '/magazine'}>
        Back to the issue
      </Link>
      <SafeImage
        className="article-page__image magazine-article__image"
        src={article.image}
        alt=""
        width={960}
        height={540}
      />
      <p className="card__category article-card__category">{article.category}</p>
      <h1>{article.title}</h1>
      <p className="lead">{article.summary}</p>
      <SanitizedHtml
        className="article-page__content magazine-article__content"
        html={article.content}
      />
      <MagazineNewsletter />
    </article>
  );
}
