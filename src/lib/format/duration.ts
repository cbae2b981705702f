/**
 * A media length as labels show it: seconds under a minute ("3 sec"), whole minutes from then
 * on ("20 min"). The same words whether the length comes in seconds (videos, audio) or in
 * minutes that may be a fraction (a workout of a few seconds).
 */
export function mediaLength(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : 0;
  if (whole === 0) return '0 min';
  if (whole < 60) return `${whole} sec`;
  return `${Math.round(whole / 60)} min`;
}

/** The same for a length given in minutes. */
export function minutesLength(minutes: number): string {
  return mediaLength(minutes * 60);
}
