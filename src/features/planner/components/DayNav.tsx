import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { dayFromParam, dayTitle, plannerPath, shiftDay } from '../model';

/** Previous and next day, and a date picker. */
export function DayNav({ day, today }: { day: string; today: string }) {
  const navigate = useNavigate();
  const pickerId = useId();
  return (
    <nav className="planner-nav" aria-label="Days">
      <Link className="button button--secondary" to={plannerPath(shiftDay(day, -1))}>
        <span aria-hidden="true">‹ </span>Previous day
      </Link>
      {/* The link sits beside the heading, not in it: the page's name is the day alone. */}
      <div className="planner-nav__title">
        <h1 className="planner-nav__day">{dayTitle(day, today)}</h1>
        {day === today ? null : (
          <Link className="planner-nav__today" to={plannerPath(today)}>
            Back to today
          </Link>
        )}
      </div>
      <Link className="button button--secondary" to={plannerPath(shiftDay(day, 1))}>
        Next day<span aria-hidden="true"> ›</span>
      </Link>
      <div className="planner-nav__picker">
        <label htmlFor={pickerId}>Go to day</label>
        <input
          id={pickerId}
          type="date"
          value={day}
          onChange={(event) => {
            const chosen = dayFromParam(event.target.value);
            if (chosen) void navigate(plannerPath(chosen));
          }}
        />
      </div>
    </nav>
  );
}
