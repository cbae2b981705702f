import { Link } from 'react-router-dom';
import { popups } from '@/ui/popupStore';
import { findRoute } from '@/app/routing/routeTable';
import { screenRoute } from '@/features/notifications';
import { cardTarget, type HomeCard } from '../model';
import { CardPicture } from './CardPicture';
import { pictureFor } from './illustrations';

const routeExists = (path: string) => findRoute(path) !== null;

/** A home card: opens its screen when that screen exists, shows its error message, or is plain. */
export function HomeCardView({ card, eager = false }: { card: HomeCard; eager?: boolean }) {
  const target = cardTarget(card, screenRoute, routeExists);
  const body = (
    <>
      <CardPicture
        className="content-card__image"
        image={card.image}
        picture={pictureFor(card.screen_name)}
        width={320}
        height={180}
        eager={eager}
      />
      <span className="content-card__body">
        <span className="content-card__title">{card.title}</span>
        {card.subtitle ? <span className="content-card__meta">{card.subtitle}</span> : null}
      </span>
    </>
  );
  return (
    <li className="content-card">
      {target.kind === 'internal' ? (
        <Link className="content-card__link" to={target.to}>
          {body}
        </Link>
      ) : target.kind === 'external' ? (
        <a
          className="content-card__link"
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {body}
        </a>
      ) : target.kind === 'message' ? (
        <button
          type="button"
          className="content-card__link content-card__button"
          onClick={() => void popups.alert(target.message)}
        >
          {body}
        </button>
      ) : (
        body
      )}
    </li>
  );
}
