import { authSession } from '../auth/session';
import { currentPath, navigateTo } from '../navigation';
import { ACCESS_DENIED_MESSAGE, UNAUTHORIZED_MESSAGE } from './envelope';

export type AuthKind = 'member' | 'hypno' | 'registration' | 'buyer' | 'none';

/**
 * What an auth failure in a reply means for the user (spec 1 §4):
 * 'Unauthorized Access!' with status 0 clears the stored authorisation and the login cookie and
 * goes to the login page with the original path remembered; 'Access Denied!' goes to /home,
 * except on blog pages.
 */
export function authFailureAction(
  message: string,
  status: unknown,
  path: string,
  auth: AuthKind,
): 'login' | 'hypno-login' | 'home' | null {
  const failed = status === 0 || status === false || status === '0';
  if (failed && message === UNAUTHORIZED_MESSAGE) return auth === 'hypno' ? 'hypno-login' : 'login';
  if (message === ACCESS_DENIED_MESSAGE && !path.startsWith('/blog')) return 'home';
  return null;
}

export function handleAuthFailure(message: string, status: unknown, auth: AuthKind): boolean {
  const path = currentPath();
  const action = authFailureAction(message, status, window.location.pathname, auth);
  // A buyer token that is no longer valid ends the purchase's session only: the page offers the purchase again.
  if (action === 'login' && auth === 'buyer') {
    authSession.clearBuyer();
    return true;
  }
  if (action === 'login') {
    // A reply to a request made before the member logged out (or while logging out) ends a
    // session that is already over: the way out is /logout's, not the login page.
    if (window.location.pathname === '/logout' || (auth === 'member' && !authSession.memberToken()))
      return true;
    authSession.clearMember();
    if (!window.location.pathname.startsWith('/login')) authSession.rememberRedirect(path);
    navigateTo('/login', { replace: true });
    return true;
  }
  if (action === 'hypno-login') {
    authSession.clearHypno();
    navigateTo('/hypno/login', { replace: true });
    return true;
  }
  if (action === 'home') {
    navigateTo('/home', { replace: true });
    return true;
  }
  return false;
}
