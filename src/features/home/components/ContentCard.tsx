import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';

interface ContentCardProps {
  title: string;
  meta: string;
  image: string;
  eager?: boolean;
  /** Where the card leads, when the item has a page. */
  to?: string;
}

export function ContentCard({ title, meta, image, eager = false, to }: ContentCardProps) {
  const body = (
    <>
      <SafeImage
        className="content-card__image"
        src={image}
        alt=""
        width={320}
        height={180}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="content-card__body">
        <h3 className="content-card__title">{title}</h3>
        <p className="content-card__meta">{meta}</p>
      </div>
    </>
  );
  return (
    <article className="content-card">
      {to ? (
        <Link className="content-card__link" to={to}>
          {body}
        </Link>
      ) : (
        body
      )}
    </article>
  );
}
