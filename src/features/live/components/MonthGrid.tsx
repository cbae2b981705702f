import { useEffect, useRef, type KeyboardEvent } from 'react';
import { dayTitle, monthGrid, moveDay, type CalendarItem } from '../model';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/**
 * The month as a grid (WAI-ARIA grid pattern): one day is in the tab order; arrow keys move a
 * day or a week, Home and End to the week's ends, Page Up and Page Down a month; Enter or a
 * click opens the day. Moving out of the month asks the page for the next one.
 */
export function MonthGrid({
  month,
  label,
  days,
  activeDate,
  today,
  onMove,
  onOpen,
}: {
  month: string;
  label: string;
  days: Map<string, CalendarItem[]>;
  activeDate: string;
  today: string;
  onMove: (date: string) => void;
  onOpen: (date: string) => void;
}) {
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const moved = useRef(false);

  // Focus follows the keyboard only: after a key moved the active day (possibly to another
  // month, whose grid renders first), focus the new day's cell.
  useEffect(() => {
    if (!moved.current) return;
    const cell = cells.current.get(activeDate);
    if (cell) {
      cell.focus();
      moved.current = false;
    }
  }, [activeDate, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, date: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(date);
      return;
    }
    const next = moveDay(date, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onMove(next);
  };

  return (
    <table className="live-grid" role="grid" aria-label={label}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const items = days.get(day.date) ?? [];
              const booked = items.some((item) => item.booked === 1);
              const classes = [
                'live-grid__day',
                day.inMonth ? '' : 'live-grid__day--other',
                day.date === today ? 'live-grid__day--today' : '',
                booked ? 'live-grid__day--booked' : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td
                  key={day.date}
                  ref={(node) => {
                    if (node) cells.current.set(day.date, node);
                    else cells.current.delete(day.date);
                  }}
                  role="gridcell"
                  className={classes}
                  tabIndex={day.date === activeDate ? 0 : -1}
                  aria-selected={day.date === activeDate}
                  aria-current={day.date === today ? 'date' : undefined}
                  data-date={day.date}
                  onClick={() => {
                    onMove(day.date);
                    onOpen(day.date);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day.date)}
                >
                  <span className="live-grid__number" aria-hidden="true">
                    {day.day}
                  </span>
                  <span className="visually-hidden">{dayTitle(day.date)}</span>
                  {items.length > 0 ? (
                    <ul className="live-grid__items">
                      {items.map((item) => (
                        <li
                          key={`${item.kind}-${item.id}`}
                          className={`live-grid__item live-grid__item--${item.kind}${item.booked === 1 ? ' live-grid__item--booked' : ''}`}
                        >
                          <span className="live-grid__item-title">{item.title}</span>
                          {item.booked === 1 ? (
                            <span className="visually-hidden">, booked</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
