import { Link } from 'react-router-dom';
import { CardPicture } from './CardPicture';
import type { TodayPicture } from './illustrations';

interface ContentCardProps {
  title: string;
  meta: string;
  image: string;
  eager?: boolean;
  /** The drawing shown when the item has no image of its own. */
  picture: TodayPicture;
  /** Where the card leads, when the item has a page. */
  to?: string;
}

export function ContentCard({ title, meta, image, eager = false, to, picture }: ContentCardProps) {
  const body = (
    <>
      <CardPicture
        className="content-card__image"
        image={image}
        picture={picture}
        width={320}
        height={180}
        eager={eager}
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
