/** Paths where the header shows no back arrow. */
const NO_BACK_ARROW = ['thankyou', 'reg3', 'calorie-calculator', 'caloriescalculator', 'invitefriend'];

/** The back arrow shows when the user came from the web (in-app history) and the path allows it. */
export function showBackArrow(pathname: string, cameFromWeb: boolean): boolean {
  if (!cameFromWeb) return false;
  if (pathname === '/home' || pathname === '/home/') return false;
  const lower = pathname.toLowerCase();
  return !NO_BACK_ARROW.some((part) => lower.includes(part));
}
