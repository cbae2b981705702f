/**
 * Social sign-in (spec 2: "Social login result: id, name, email, picture, accessToken"). The
 * server trusts a result only with an access token the provider issued for that id: here, the
 * tokens the mock's consent page hands out (src/lib/social/mockConsent.ts); a real server asks
 * Facebook's graph with the token.
 */
import { socialLinkBody, socialLoginBody } from '../../src/lib/validation/requestBodies';
import { mockSocialAccessToken } from '../../src/lib/social/mockConsent';
import { db } from '../db/store';
import { newToken, userRecord } from '../db/records';
import { newMockUser, type MockUser } from '../db/users';
import { fail, ok, publicRoute, refusedBody, str } from './respond';
import { INVALID_LOGIN } from './auth';

export const SOCIAL_TOKEN_REFUSED = 'Facebook could not confirm your sign-in. Please try again.';
export const SOCIAL_LINK_NEEDED =
  'This email is already registered. Enter your password to link Facebook to your account.';
export const SOCIAL_HYPNO_EMAIL =
  'This email belongs to a hypnotherapy account. Please log in at the hypnotherapy login.';

function byFacebookId(id: string): MockUser | undefined {
  return db.get().users.find((user) => user.facebook_id === id && !user.hypno);
}

function byEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db.get().users.find((user) => user.email.toLowerCase() === wanted);
}

/** A member session, answered as auth/login answers. */
function signedIn(user: MockUser, message: string): Response {
  const token = newToken('member');
  db.update((data) => {
    data.sessions[token] = user.user_id;
  });
  return ok([{ ...userRecord(user), api_token: token, link_required: 0 }], message);
}

function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

export const socialHandlers = [
  /**
   * A known Facebook id signs in; a new one with a new email registers a Free member with the
   * name, email and picture; an email already registered with a password asks for it first.
   */
  publicRoute('post', 'auth/social_login', ({ body }) => {
    const refused = refusedBody(socialLoginBody, body);
    if (refused) return refused;
    const id = str(body.id);
    if (str(body.access_token) !== mockSocialAccessToken(id)) return fail(SOCIAL_TOKEN_REFUSED);
    const known = byFacebookId(id);
    if (known) return signedIn(known, 'Login successful.');
    const email = str(body.email).trim();
    const existing = byEmail(email);
    if (existing?.hypno) return fail(SOCIAL_HYPNO_EMAIL);
    if (existing) return ok([{ link_required: 1, email: existing.email }], SOCIAL_LINK_NEEDED);
    const { first, last } = splitName(str(body.name));
    const created = db.update((data) => {
      const user = newMockUser({
        user_id: data.nextUserId++,
        email,
        // No password: this member signs in with Facebook (or sets one with "Forgot password?").
        password: '',
        first_name: first,
        last_name: last,
        img: str(body.picture),
        facebook_id: id,
        purchased_from: 'web',
        is_new_free: 1,
        is_showglobalsearch: 1,
      });
      data.users.push(user);
      return user;
    });
    return signedIn(created, 'Your account has been created.');
  }),

  /** Links Facebook to the account registered with the email, once its password is given. */
  publicRoute('post', 'auth/social_link', ({ body }) => {
    const refused = refusedBody(socialLinkBody, body);
    if (refused) return refused;
    const id = str(body.id);
    if (str(body.access_token) !== mockSocialAccessToken(id)) return fail(SOCIAL_TOKEN_REFUSED);
    const user = byEmail(str(body.email));
    if (!user || user.hypno || !user.password || user.password !== str(body.password))
      return fail(INVALID_LOGIN);
    if (byFacebookId(id) && byFacebookId(id) !== user)
      return fail('This Facebook account is already linked to another member.');
    db.update((data) => {
      const target = data.users.find((candidate) => candidate.user_id === user.user_id);
      if (!target) return;
      target.facebook_id = id;
      if (!target.img) target.img = str(body.picture);
    });
    return signedIn(user, 'Facebook is now linked to your account.');
  }),
];
