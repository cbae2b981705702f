import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { articlePath, type ArticleCard } from '../model';

/** Articles as cards, each opening its article. */
export function ArticleList({ articles, label }: { articles: ArticleCard[]; label: string }) {
  return (
    <ul className="card-list article-list" aria-label={label}>
      {articles.map((article) => (
        <li key={article.article_id} className="card article-card">
          <Link className="card__link article-card__link" to={articlePath(article)}>
            <SafeImage
              className="card__image article-card__image"
              src={article.image}
              alt=""
              width={400}
              height={225}
              loading="lazy"
            />
            <span className="card__category article-card__category">{article.category}</span>
            <span className="card__title article-card__title">{article.title}</span>
            <span className="card__text article-card__summary">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleListSkeleton() {
  return (
    <ul className="card-list article-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="card card--skeleton article-card article-card--skeleton" />
      ))}
    </ul>
  );
}
