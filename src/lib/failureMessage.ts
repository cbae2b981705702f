/**
 * A call the app itself cancelled (RTK Query aborts the calls in flight when a session ends, on a
 * logout or an 'Unauthorized Access!' reply): nothing failed that the member should be told of.
 */
function isAborted(error: unknown): boolean {
  return (
    Boolean(error) &&
    typeof error === 'object' &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * The message of a failed call: the server's when it sent one (a base-query failure, a socket
 * reply, a thrown Error all carry `message`), else the fallback; '' for a call the app cancelled.
 */
export function failureMessage(error: unknown, fallback = 'Something went wrong'): string {
  // Empty: there is nothing to say, and the shared popup shows no alert without a message.
  if (isAborted(error)) return '';
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/**
 * A refusal the server sent with no message of its own (status 0 and no text, which the envelope
 * reads as "Something went wrong"): the screen's own wording for it applies (spec 2 §8: the quiz's
 * 'Failed to get next question').
 */
export function refusedWithoutMessage(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  if (kind !== 'server') return false;
  return typeof message !== 'string' || !message.trim() || message === 'Something went wrong';
}
