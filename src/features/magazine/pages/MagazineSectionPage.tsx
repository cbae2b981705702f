import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useCategoryArticlesQuery, useIssueCoverQuery } from '../api';
import { magazineSection } from '../model';
import { ArticleList, ArticleListSkeleton } from '../components/ArticleList';
import '../magazine.css';
import { failureMessage } from '@/lib/failureMessage';

/** /magazine/{id}: an issue's articles (a number) or a category's (a word). */
export default function MagazineSectionPage() {
  const section = magazineSection(useParams().sectionId ?? '');
  const issue = useIssueCoverQuery(section?.kind === 'issue' ? section.issueId : 0, {
    skip: section?.kind !== 'issue',
  });
  const category = useCategoryArticlesQuery(section?.kind === 'category' ? section.slug : '', {
    skip: section?.kind !== 'category',
  });
  const query = section?.kind === 'issue' ? issue : category;
  const title = section?.kind === 'issue' ? issue.data?.issue.title : category.data?.category.name;

  useEffect(() => {
    if (title)
      applyPageMeta({
        title: `${title} | RWL magazine`,
        description: `${title}: articles from the RWL magazine.`,
      });
  }, [title]);

  if (!section)
    return (
      <div className="page">
        <ErrorState message="This page of the magazine could not be found." />
        <Link to="/magazine">The magazine</Link>
      </div>
    );
  return (
    <div className="page magazine-page">
      <Link to="/magazine">The magazine</Link>
      {query.isLoading ? (
        <ArticleListSkeleton />
      ) : query.error || !title ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <h1>{title}</h1>
          <ArticleList
            articles={
              (section.kind === 'issue' ? issue.data?.articles : category.data?.articles) ?? []
            }
            label={`Articles in ${title}`}
          />
        </>
      )}
    </div>
  );
}
