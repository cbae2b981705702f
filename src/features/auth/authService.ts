import { authSession } from '@/lib/auth';
import { local, storageKeys } from '@/lib/storage';

/**
 * Sign-in calls. They load the http layer on demand, so the login page itself stays light.
 */
async function http() {
  return import('@/lib/http');
}

function firstRecord(data: unknown): Record<string, unknown> {
  const record = Array.isArray(data) ? data[0] : data;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
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
  const id = typeof screen_id === 'string' || typeof screen_id === 'number' ? String(screen_id) : '';
  const name = typeof screen_name === 'string' ? screen_name : '';
  return /^[a-z]+$/.test(name) && /^\d+$/.test(id) ? `/home/${name}/${id}` : null;
}

/** Logs a member in; resolves with their pinned start page, if any. */
export async function loginMember(email: string, password: string): Promise<string | null> {
  const { callApi, ApiError } = await http();
  const { data } = await callApi(
    'auth/login',
    {
      email: email.trim(),
      password,
      device_type: local.get(storageKeys.deviceType) ?? 'web',
      offer_id: local.get(storageKeys.offerId) ?? undefined,
    },
    { auth: 'none' },
  );
  const record = firstRecord(data);
  const token = typeof record.api_token === 'string' ? record.api_token : '';
  if (!token) throw new ApiError('The server did not send a session. Please try again.', 'parse');
  authSession.clearRegistration();
  authSession.saveMember(token, String(record.user_id ?? ''));
  return pinnedStartPage(record.pin_screen);
}

export async function loginHypno(email: string, password: string): Promise<number> {
  const { callApi, ApiError } = await http();
  const { data } = await callApi('auth_fc/login', { email: email.trim(), password }, { auth: 'none' });
  const record = firstRecord(data);
  const token = typeof record.api_token === 'string' ? record.api_token : '';
  if (!token) throw new ApiError('The server did not send a session. Please try again.', 'parse');
  authSession.saveHypno(token, String(record.un_user_id ?? ''));
  return Number(record.folder_id ?? 0);
}

export async function requestPasswordReset(email: string): Promise<{ message: string; resetLink: string | null }> {
  const { callApi } = await http();
  const { data, message } = await callApi('auth/forgot_password', { email: email.trim() }, { auth: 'none' });
  const link = firstRecord(data).reset_link;
  return { message, resetLink: typeof link === 'string' ? link : null };
}

export async function resetPassword(input: { id: string; auth: string; password: string; confirmPassword: string }): Promise<string> {
  const { callApi } = await http();
  const { message } = await callApi(
    'auth/reset_password',
    { id: input.id, auth: input.auth, password: input.password, confirm_password: input.confirmPassword },
    { auth: 'none' },
  );
  return message;
}

/** The message to show for any failure of these calls. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
