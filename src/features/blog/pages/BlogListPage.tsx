import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAddressParams } from '@/lib/useAddressParams';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { SearchForm } from '@/ui/SearchForm';
import { SafeImage } from '@/ui/SafeImage';
import { applyPageMeta } from '@/lib/pageMeta';
import { useBlogPostsInfiniteQuery } from '../api';
import { BLOG_SEARCH_MAX_LENGTH, postsOf, publishedOn } from '../model';
import { BlogNewsletter } from '../components/BlogNewsletter';
import '../blog.css';
import { failureMessage } from '@/lib/failureMessage';

const CATEGORIES = ['Fitness', 'Food', 'Mindset'];

/** /blog: articles by category and search, more loading as the reader scrolls. */
export default function BlogListPage() {
  // The category and the search live in the address, so Back from an article and a reload
  // return to the same list.
  const [params, changeParams] = useAddressParams();
  const category = CATEGORIES.find((name) => name === params.get('category')) ?? '';
  const search = (params.get('q') ?? '').trim().slice(0, BLOG_SEARCH_MAX_LENGTH);
  const show = (next: { category?: string; search?: string }) =>
    changeParams({
      ...(next.category === undefined ? {} : { category: next.category }),
      ...(next.search === undefined ? {} : { q: next.search }),
    });
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useBlogPostsInfiniteQuery({ category, search });
  const posts = postsOf(data?.pages);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    applyPageMeta({
      title: 'Blog | RWL',
      description: 'Advice on training, food and mindset from the RWL trainers and nutrition team.',
    });
  }, []);

  // More articles as the end of the list comes into view (the button does the same by keyboard).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="page blog-page">
      <h1>Blog</h1>
      <SearchForm
        label="Search articles"
        maxLength={BLOG_SEARCH_MAX_LENGTH}
        term={search}
        onSearch={(term) => show({ search: term })}
      />
      <div className="blog-categories" role="group" aria-label="Categories">
        {['', ...CATEGORIES].map((name) => (
          <button
            key={name || 'all'}
            type="button"
            className="blog-category"
            aria-pressed={category === name}
            onClick={() => show({ category: name })}
          >
            {name || 'All'}
          </button>
        ))}
      </div>
      {isLoading ? (
        <ul className="card-list blog-list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="card card--skeleton blog-card blog-card--skeleton" />
          ))}
        </ul>
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title="No articles match your search.">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => show({ search: '' })}
          >
            Show all articles
          </button>
        </EmptyState>
      ) : (
        <>
          <ul className="card-list blog-list">
            {posts.map((post) => (
              <li key={post.blog_id} className="card blog-card">
                <Link className="card__link blog-card__link" to={`/blog/${post.blog_id}`}>
                  <SafeImage
                    className="card__image blog-card__image"
                    src={post.image}
                    alt=""
                    width={400}
                    height={225}
                    loading="lazy"
                  />
                  <span className="card__category blog-card__category">{post.category}</span>
                  <span className="card__title blog-card__title">{post.title}</span>
                  <span className="card__text blog-card__summary">{post.summary}</span>
                  <span className="card__text blog-card__date">{publishedOn(post.published)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          {hasNextPage ? (
            <button
              className="button button--secondary"
              type="button"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading more articles' : 'More articles'}
            </button>
          ) : null}
        </>
      )}
      <BlogNewsletter />
    </div>
  );
}
