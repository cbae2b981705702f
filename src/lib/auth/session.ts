import Cookies from 'js-cookie';
import { local, session, storageKeys, LOGIN_COOKIE, REGISTRATION_LOGIN_COOKIE } from '../storage';
import { isAppPath } from '../url';
import { notifyAuthChanged } from './changes';

/**
 * The stored authorisation: a bearer token and user id in local storage mean logged in.
 * Kept free of Redux so the light public pages can read it.
 */
export const authSession = {
  memberToken(): string | null {
    return local.get(storageKeys.authorization);
  },
  memberUserId(): string | null {
    return local.get(storageKeys.userId);
  },
  isLoggedIn(): boolean {
    return Boolean(local.get(storageKeys.authorization));
  },
  saveMember(token: string, userId: string | number): void {
    local.set(storageKeys.authorization, token);
    local.set(storageKeys.userId, String(userId));
    Cookies.set(LOGIN_COOKIE, '1', { expires: 30, sameSite: 'Lax' });
    notifyAuthChanged();
  },
  clearMember(): void {
    local.remove(storageKeys.authorization, storageKeys.userId);
    Cookies.remove(LOGIN_COOKIE);
    notifyAuthChanged();
  },
  hypnoToken(): string | null {
    return local.get(storageKeys.hypnoAuthorization);
  },
  saveHypno(token: string, userId: string | number): void {
    local.set(storageKeys.hypnoAuthorization, token);
    local.set(storageKeys.hypnoUserId, String(userId));
    notifyAuthChanged();
  },
  clearHypno(): void {
    local.remove(storageKeys.hypnoAuthorization, storageKeys.hypnoUserId);
    notifyAuthChanged();
  },
  /** The buyer token of a visitor who bought a programme without an account (auth_un/register). */
  buyerToken(): string | null {
    return local.get(storageKeys.buyerAuthorization);
  },
  saveBuyer(token: string): void {
    local.set(storageKeys.buyerAuthorization, token);
  },
  clearBuyer(): void {
    local.remove(storageKeys.buyerAuthorization);
  },
  registrationToken(): string | null {
    return local.get(storageKeys.registrationToken);
  },
  saveRegistrationToken(token: string): void {
    local.set(storageKeys.registrationToken, token);
  },
  clearRegistration(): void {
    local.remove(
      storageKeys.registrationToken,
      storageKeys.registrationStep,
      storageKeys.registrationData,
      storageKeys.registrationPaid,
    );
    session.remove(storageKeys.regPaywallChoice);
    notifyAuthChanged();
  },
  /** A registering visitor has paid: the path where they finish (invite or registration). */
  registrationPaidNext(): string | null {
    return local.get(storageKeys.registrationPaid);
  },
  saveRegistrationPaid(next: string): void {
    local.set(storageKeys.registrationPaid, next);
    notifyAuthChanged();
  },
  /** Spec 1 §4: if a registration-login cookie is present, the stored token and user id are removed. */
  applyRegistrationLoginCookie(): void {
    if (Cookies.get(REGISTRATION_LOGIN_COOKIE) !== undefined) {
      local.remove(storageKeys.authorization, storageKeys.userId);
    }
  },
  rememberRedirect(path: string): void {
    local.set(storageKeys.redirectAfterLogin, path);
  },
  /** The remembered return path, once; null when none or when it is not a path of this app. */
  takeRedirect(): string | null {
    const path = local.get(storageKeys.redirectAfterLogin);
    local.remove(storageKeys.redirectAfterLogin);
    return path && isAppPath(path) ? path : null;
  },
};
