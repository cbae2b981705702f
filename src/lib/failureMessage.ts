/**
 * The message of a failed call: the server's when it sent one (a base-query failure, a socket
 * reply, a thrown Error all carry `message`), else the fallback.
 */
export function failureMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
