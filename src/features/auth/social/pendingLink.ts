import { session, storageKeys } from '@/lib/storage';
import type { SocialLoginResult } from '@/lib/social/types';

/** The password step of account linking: who signed in with the provider, and the account's email. */
export interface PendingLink {
  result: SocialLoginResult;
  email: string;
  message: string;
}

const RESULT_FIELDS = ['id', 'name', 'email', 'picture', 'accessToken'] as const;

/**
 * The password step in progress, kept for this tab (session storage) so a reload of /login or
 * /reg1 comes back to it; the password itself is never kept. Read without zod: the sign-in
 * pages' first load stays light.
 */
export function parsePendingLink(text: string | null): PendingLink | null {
  try {
    const stored: unknown = JSON.parse(text ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { result, email, message } = stored as Record<string, unknown>;
    if (typeof email !== 'string' || typeof message !== 'string') return null;
    if (!result || typeof result !== 'object') return null;
    const fields = result as Record<string, unknown>;
    if (!RESULT_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
    return { result: result as SocialLoginResult, email, message };
  } catch {
    return null;
  }
}

/** The stored text of the step in progress (a string, so React can compare it), or null. */
export function storedPendingLink(): string | null {
  return session.get(storageKeys.socialLinkPending);
}

export function savePendingLink(pending: PendingLink): void {
  session.set(storageKeys.socialLinkPending, JSON.stringify(pending));
}

export function clearPendingLink(): void {
  session.remove(storageKeys.socialLinkPending);
}
