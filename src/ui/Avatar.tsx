import { useState } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

/** A member picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 40, staff = false }: { name: string; src?: string; size?: number; staff?: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = `avatar${staff ? ' avatar--staff' : ''}`;
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (!src || failed) {
    return (
      <span className={className} style={style} role="img" aria-label={name}>
        {initials(name)}
      </span>
    );
  }
  return <img className={className} style={style} src={src} alt={name} width={size} height={size} onError={() => setFailed(true)} />;
}
