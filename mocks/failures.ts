/** Injected failures: every call whose path contains the part answers status 0 with the message. */
const failures = new Map<string, string>();

export const injectedFailures = {
  add(pathPart: string, message = 'Something went wrong'): void {
    failures.set(pathPart, message);
  },
  clear(): void {
    failures.clear();
  },
  match(path: string): string | null {
    for (const [part, message] of failures) if (path.includes(part)) return message;
    return null;
  },
};
