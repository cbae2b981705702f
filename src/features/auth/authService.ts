import { authSession } from '@/lib/auth';
import { local, session, storageKeys } from '@/lib/storage';
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
  // A Facebook link left waiting for its password is done with.
  session.remove(storageKeys.socialLinkPending);
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

/** The new hypnotherapy account's details (auth_fc/register). */
export interface HypnoRegistration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** auth_fc/register's body, checked by the server's own rule before it is sent. */
export function hypnoRegisterBodyOf(input: HypnoRegistration) {
  return {
    account: 'hypno' as const,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    password: input.password,
    confirm_password: input.confirmPassword,
  };
}

/** Registers a hypnotherapy account and signs it in; resolves with the folder to open. */
export async function registerHypno(input: HypnoRegistration): Promise<number> {
  const [{ apiRequest, hypnoLoginReply }, { hypnoRegisterBody }] = await Promise.all([
    request(),
    import('@/lib/validation/bodies/hypno'),
  ]);
  const { data } = await apiRequest({
    url: 'auth_fc/register',
    method: 'POST',
    body: hypnoRegisterBodyOf(input),
    bodySchema: hypnoRegisterBody,
    auth: 'none',
    schema: hypnoLoginReply,
  });
  authSession.saveHypno(data.api_token, data.un_user_id);
  return data.folder_id;
}

/** Whether the email already has an account: the server's message when it has, else null. */
export async function hypnoEmailTaken(email: string): Promise<string | null> {
  const [{ apiRequest }, { emailCheckReply }] = await Promise.all([
    import('@/lib/api/request'),
    import('./replies'),
  ]);
  const { data, message } = await apiRequest({
    url: 'auth_fc/check_email',
    method: 'POST',
    body: { email: email.trim() },
    auth: 'none',
    schema: emailCheckReply,
  });
  return data.is_exist === 1 ? message || 'This email is already registered.' : null;
}

/** As requestPasswordReset, for a hypnotherapy account (auth_fc/forgot_password). */
export async function requestHypnoPasswordReset(email: string): Promise<string> {
  const { apiRequest } = await request();
  const { message } = await apiRequest({
    url: 'auth_fc/forgot_password',
    method: 'POST',
    body: { email: email.trim() },
    auth: 'none',
  });
  return message;
}
