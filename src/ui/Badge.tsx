/** A count badge; shows 9+ at 10 or more, nothing at 0. */
export function badgeText(count: number): string {
  if (!count || count < 0) return '';
  return count >= 10 ? '9+' : String(count);
}

export function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="badge" aria-hidden="true">
      {text}
    </span>
  );
}
