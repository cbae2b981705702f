import { NavLink } from 'react-router-dom';

interface CoachNavProps {
  /** The professional shown; their own area links without ids. */
  fitproId: string;
  own: boolean;
}

/** The coaches area's sections: profile, programmes, available sessions and (own) booked sessions. */
export function CoachNav({ fitproId, own }: CoachNavProps) {
  const suffix = own ? '' : `/${encodeURIComponent(fitproId)}`;
  const links: [string, string][] = [
    [`/rwl-coaches/fitpro${suffix}`, 'Profile'],
    [`/rwl-coaches/programme${suffix}`, 'Programmes'],
    [`/rwl-coaches/asession${suffix}`, 'Available sessions'],
  ];
  if (own) links.push(['/rwl-coaches/session', 'Booked sessions']);
  return (
    <nav className="coach-nav" aria-label="Coaches area">
      <ul>
        {links.map(([to, text]) => (
          <li key={to}>
            <NavLink to={to} end>
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
