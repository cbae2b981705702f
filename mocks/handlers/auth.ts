import { isValidEmail } from '../../src/lib/validation/email';
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '../../src/lib/validation/limits';
import { db } from '../db/store';
import { newToken, userRecord } from '../db/records';
import { fail, memberRoute, ok, publicRoute, str, bearer } from './respond';

export const INVALID_LOGIN = 'Invalid email or password.';
export const RESET_LINK_SENT = 'If the address is registered, we have sent a link.';

function findUser(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.get().users.find((user) => user.email.toLowerCase() === wanted);
}

export const authHandlers = [
  publicRoute('post', 'auth/login', ({ body }) => {
    const user = findUser(str(body.email));
    // A member who joined with Facebook has no password until they set one.
    if (!user || user.hypno || !user.password || user.password !== str(body.password))
      return fail(INVALID_LOGIN);
    const token = newToken('member');
    db.update((data) => {
      data.sessions[token] = user.user_id;
    });
    return ok([{ ...userRecord(user), api_token: token }], 'Login successful.');
  }),

  memberRoute('post', 'auth/logout', ({ request }) => {
    const token = bearer(request);
    db.update((data) => {
      if (token) delete data.sessions[token];
    });
    return ok([], 'You have been logged out.');
  }),

  /**
   * The reset link goes to the address's mailbox, never back to whoever asked; the answer is the
   * same whether the address is registered or not, so it tells no one which accounts exist.
   */
  publicRoute('post', 'auth/forgot_password', ({ body }) => {
    const email = str(body.email).trim();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    const user = findUser(email);
    if (user && !user.hypno) {
      const id = String(user.user_id);
      const auth = newToken('reset').replace('.', '');
      db.update((data) => {
        data.passwordResets[id] = { userId: user.user_id, auth };
        data.mailbox.push({
          to: user.email,
          subject: 'Reset your RWL password',
          link: `/resetpassword/${id}/auth/${auth}`,
          at: new Date().toISOString(),
        });
        if (data.mailbox.length > 50) data.mailbox.splice(0, data.mailbox.length - 50);
      });
    }
    return ok([], RESET_LINK_SENT);
  }),

  publicRoute('post', 'auth/reset_password', ({ body }) => {
    const id = str(body.id);
    const reset = db.get().passwordResets[id];
    if (!reset || reset.auth !== str(body.auth)) {
      return fail('This reset link has expired or was already used. Please ask for a new one.');
    }
    const password = str(body.password);
    if (isBlankPassword(password)) return fail(BLANK_PASSWORD_MESSAGE);
    if (password.length < 8) return fail('Your password must be at least 8 characters.');
    if (password !== str(body.confirm_password)) return fail('The passwords do not match.');
    db.update((data) => {
      const user = data.users.find((candidate) => candidate.user_id === reset.userId);
      if (user) user.password = password;
      delete data.passwordResets[id];
    });
    return ok([], 'Your password has been changed. You can now log in.');
  }),

  memberRoute('post', 'user/check', ({ user }) => ok([userRecord(user)])),
];
