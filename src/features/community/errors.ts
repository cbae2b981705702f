/** The message of a failed call (the server's, when it sent one). */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong';
}
