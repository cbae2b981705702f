import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import type { ProCard } from '@/features/professionals';

export interface ProListItem {
  pro: ProCard;
  /** Shown under the place, e.g. the distance from the member. */
  note?: string;
}

/** Professionals as cards, each opening the profile. */
export function ProList({ items, base }: { items: ProListItem[]; base: string }) {
  return (
    <ul className="pro-list" aria-label="Professionals">
      {items.map(({ pro, note }) => (
        <li key={pro.fitpro_id} className="pro-card">
          <Link className="pro-card__link" to={`${base}/${encodeURIComponent(pro.fitpro_id)}`}>
            <SafeImage className="pro-card__photo" src={pro.photo} alt="" width={96} height={96} />
            <span className="pro-card__text">
              <span className="pro-card__name">{pro.name}</span>
              <span>
                {pro.speciality} · {pro.place}
                {pro.online === 1 ? ' · Online' : ''}
              </span>
              {note ? <span className="pro-card__note">{note}</span> : null}
              {pro.summary ? <span className="pro-card__summary">{pro.summary}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
