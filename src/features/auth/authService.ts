import { authSession } from '@/lib/auth';
import { local, storageKeys } from '@/lib/storage';
import { formerMembership, REJOIN_PATH } from '@/lib/lapsedMember';

/**
 * Sign-in calls. They load the shared request helper and the reply schemas on demand, so the
 * login page itself stays light.
 */
async function request() {
  const [{ apiRequest }, replies] = await Promise.all([
    import('@/lib/api/request'),
    import('./replies'),
  ]);
  return { apiRequest, ...replies };
}

/** /login accepts offer_id and device_type; they are stored locally with the search string. */
export function rememberLoginQuery(search: string): void {
  const query = new URLSearchParams(search);
  const offerId = query.get('offer_id');
  const deviceType = query.get('device_type');
  if (!offerId && !deviceType) return;
  local.set(storageKeys.loginSearch, search);
  if (offerId) local.set(storageKeys.offerId, offerId);
  if (deviceType) local.set(storageKeys.deviceType, deviceType);
}

/** The pinned start page of a login reply's pin_screen, e.g. /home/folder/1059, or null. */
export function pinnedStartPage(pin: unknown): string | null {
  if (!pin || typeof pin !== 'object') return null;
  const { screen_id, screen_name } = pin as Record<string, unknown>;
  const id =
    typeof screen_id === 'string' || typeof screen_id === 'number' ? String(screen_id) : '';
  const name = typeof screen_name === 'string' ? screen_name : '';
  return /^[a-z]+$/.test(name) && /^\d+$/.test(id) ? `/home/${name}/${id}` : null;
}

/**
 * Logs a member in; resolves with the page they start on, if the reply names one: /rejoin for a
 * former paid member (lapsed or cancelled), else their pinned start page.
 */
export async function loginMember(email: string, password: string): Promise<string | null> {
  const { apiRequest, memberLoginReply, loginMembership } = await request();
  const { data } = await apiRequest({
    url: 'auth/login',
    method: 'POST',
    body: {
      email: email.trim(),
      password,
      device_type: local.get(storageKeys.deviceType) ?? 'web',
      offer_id: local.get(storageKeys.offerId) ?? undefined,
    },
    auth: 'none',
    schema: memberLoginReply,
  });
  authSession.clearRegistration();
  authSession.saveMember(data.api_token, data.user_id);
  const membership = loginMembership.safeParse([data]);
  if (membership.success && formerMembership(membership.data)) return REJOIN_PATH;
  return pinnedStartPage(data.pin_screen);
}

export async function loginHypno(email: string, password: string): Promise<number> {
  const { apiRequest, hypnoLoginReply } = await request();
  const { data } = await apiRequest({
    url: 'auth_fc/login',
    method: 'POST',
    body: { email: email.trim(), password },
    auth: 'none',
    schema: hypnoLoginReply,
  });
  authSession.saveHypno(data.api_token, data.un_user_id);
  return data.folder_id;
}

/**
 * Asks for a reset link to be emailed; resolves with the server's message. The link itself is
 * never read from the reply: it goes only to the member's mailbox, whatever a server sends back.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const { apiRequest } = await request();
  const { message } = await apiRequest({
    url: 'auth/forgot_password',
    method: 'POST',
    body: { email: email.trim() },
    auth: 'none',
  });
  return message;
}

export async function resetPassword(input: {
  id: string;
  auth: string;
  password: string;
  confirmPassword: string;
}): Promise<string> {
  const { apiRequest } = await request();
  const { message } = await apiRequest({
    url: 'auth/reset_password',
    method: 'POST',
    body: {
      id: input.id,
      auth: input.auth,
      password: input.password,
      confirm_password: input.confirmPassword,
    },
    auth: 'none',
  });
  return message;
}
