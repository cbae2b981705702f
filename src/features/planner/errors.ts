/** The message of a failed call (the server's, from the base query or a socket reply). */
export function messageOf(error: unknown): string {
  return error && typeof error === 'object' && 'message' in error && error.message
    ? String(error.message)
    : 'Something went wrong';
}
