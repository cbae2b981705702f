import { Link } from 'react-router-dom';
import { clockTime, itemKindLabel, itemPath, type CalendarItem } from '../model';

/** A session or event in a list: time, title (a link to its page), coach, booked mark. */
export function CalendarItemRow({ item, timeZone }: { item: CalendarItem; timeZone: string }) {
  return (
    <li className="live-item">
      <time className="live-item__time" dateTime={item.start_at}>
        {clockTime(item.start_at, timeZone)}
      </time>
      <div className="live-item__body">
        <Link className="live-item__title" to={itemPath(item)}>
          {item.title}
        </Link>
        <span className="live-item__meta">
          {itemKindLabel(item)}
          {item.coach ? ` with ${item.coach}` : ''}
        </span>
      </div>
      {item.booked === 1 ? <span className="live-booked">Booked</span> : null}
    </li>
  );
}
