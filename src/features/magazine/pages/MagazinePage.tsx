import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { SearchForm } from '@/ui/SearchForm';
import { SafeImage } from '@/ui/SafeImage';
import { applyPageMeta } from '@/lib/pageMeta';
import { useMagazineHomeQuery, useSearchMagazineQuery } from '../api';
import { MAGAZINE_SEARCH_MAX_LENGTH } from '../model';
import { ArticleList, ArticleListSkeleton } from '../components/ArticleList';
import { MagazineNewsletter } from '../components/MagazineNewsletter';
import '../magazine.css';
import { failureMessage } from '@/lib/failureMessage';

/** /magazine: the issues, the categories and article search. */
export default function MagazinePage() {
  const home = useMagazineHomeQuery();
  // The search lives in the address, so Back from an article and a reload show the same results.
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim().slice(0, MAGAZINE_SEARCH_MAX_LENGTH);
  const results = useSearchMagazineQuery(search, { skip: !search });

  useEffect(() => {
    applyPageMeta({
      title: 'Magazine | RWL',
      description: 'The RWL magazine: food, fitness and mindset, a new issue each season.',
    });
  }, []);

  return (
    <div className="page magazine-page">
      <h1>Magazine</h1>
      <SearchForm
        label="Search the magazine"
        maxLength={MAGAZINE_SEARCH_MAX_LENGTH}
        term={search}
        onSearch={(term) => setParams(term ? { q: term } : {}, { replace: true })}
      />
      {search ? (
        results.isFetching ? (
          <ArticleListSkeleton />
        ) : results.error ? (
          <ErrorState message={failureMessage(results.error)} />
        ) : results.data?.length ? (
          <ArticleList articles={results.data} label={`Articles matching ${search}`} />
        ) : (
          <EmptyState title="No articles match your search.">
            <Link className="button button--secondary" to="/magazine">
              Show the whole magazine
            </Link>
          </EmptyState>
        )
      ) : null}
      {home.isLoading ? (
        <ArticleListSkeleton />
      ) : home.error || !home.data ? (
        <ErrorState message={failureMessage(home.error)} onRetry={() => void home.refetch()} />
      ) : (
        <>
          <section aria-labelledby="magazine-issues">
            <h2 id="magazine-issues">Issues</h2>
            <ul className="issue-list">
              {home.data.issues.map((issue) => (
                <li key={issue.issue_id}>
                  <Link className="issue-card" to={`/magazine/${issue.issue_id}`}>
                    <SafeImage
                      className="issue-card__cover"
                      src={issue.cover}
                      alt=""
                      width={300}
                      height={400}
                    />
                    <span className="issue-card__title">{issue.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="magazine-categories">
            <h2 id="magazine-categories">Categories</h2>
            <ul className="category-links magazine-categories">
              {home.data.categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    className="category-link magazine-category"
                    to={`/magazine/${category.slug}`}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <MagazineNewsletter />
    </div>
  );
}
