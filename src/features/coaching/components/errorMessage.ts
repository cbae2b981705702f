/** The server's message of a failed call, else the shared fallback. */
export function errorMessage(error: unknown): string {
  return error && typeof error === 'object' && 'message' in error
    ? String(error.message)
    : 'Something went wrong';
}
