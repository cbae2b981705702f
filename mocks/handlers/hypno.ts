import { hypnoEmailBody, hypnoRegisterBody } from '../../src/lib/validation/requestBodies';
import { db } from '../db/store';
import { newToken } from '../db/records';
import { newMockUser, type MockUser } from '../db/users';
import { bearer, fail, ok, publicRoute, refusedBody, str, UNAUTHORIZED } from './respond';
import { INVALID_LOGIN, RESET_LINK_SENT } from './auth';

export const HYPNO_EMAIL_TAKEN = 'This email is already registered. Please log in instead.';
/** The folder a new hypnotherapy account opens first: the course's introductory sessions. */
export const HYPNO_FIRST_FOLDER = 501;

function userWithEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db.get().users.find((user) => user.email.toLowerCase() === wanted);
}

/** A hypnotherapy session, answered as auth_fc/login answers. */
function hypnoSignedIn(user: MockUser, message: string): Response {
  const token = newToken('hypno');
  db.update((data) => {
    data.hypnoSessions[token] = user.user_id;
  });
  return ok(
    [
      {
        api_token: token,
        un_user_id: String(user.user_id),
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        folder_id: user.hypno_folders[0] ?? 0,
      },
    ],
    message,
  );
}

function hypnoUser(request: Request) {
  const token = bearer(request);
  const userId = token ? db.get().hypnoSessions[token] : undefined;
  return db.get().users.find((user) => user.user_id === userId && user.hypno) ?? null;
}

/**
 * auth_fc/register for a hypnotherapy account (a body with account "hypno"): a new account,
 * signed in at once with the hypno token. auth_fc/register and auth_fc/check_email are declared
 * with the coaches' (./coaches.ts), which hands such a body here.
 */
export function registerHypnoAccount(body: Record<string, unknown>): Response {
  const refused = refusedBody(hypnoRegisterBody, body);
  if (refused) return refused;
  const email = str(body.email).trim();
  if (userWithEmail(email)) return fail(HYPNO_EMAIL_TAKEN);
  const created = db.update((data) => {
    const user = newMockUser({
      user_id: data.nextUserId++,
      email,
      password: str(body.password),
      first_name: str(body.first_name).trim(),
      last_name: str(body.last_name).trim(),
      hypno: true,
      hypno_folders: [HYPNO_FIRST_FOLDER],
    });
    data.users.push(user);
    return user;
  });
  return hypnoSignedIn(created, 'Your hypnotherapy account has been created.');
}

export const hypnoHandlers = [
  publicRoute('post', 'auth_fc/login', ({ body }) => {
    const email = str(body.email).trim().toLowerCase();
    const user = db.get().users.find((candidate) => candidate.email === email && candidate.hypno);
    if (!user || user.password !== str(body.password)) return fail(INVALID_LOGIN);
    return hypnoSignedIn(user, 'Login successful.');
  }),

  /**
   * As auth/forgot_password: the link goes to the hypnotherapy account's mailbox only, and the
   * answer is the same for every address.
   */
  publicRoute('post', 'auth_fc/forgot_password', ({ body }) => {
    const refused = refusedBody(hypnoEmailBody, body);
    if (refused) return refused;
    const user = userWithEmail(str(body.email));
    if (user?.hypno) {
      const id = String(user.user_id);
      const auth = newToken('reset').replace('.', '');
      db.update((data) => {
        data.passwordResets[id] = { userId: user.user_id, auth };
        data.mailbox.push({
          to: user.email,
          subject: 'Reset your RWL hypnotherapy password',
          link: `/resetpassword/${id}/auth/${auth}?area=hypno`,
          at: new Date().toISOString(),
        });
        if (data.mailbox.length > 50) data.mailbox.splice(0, data.mailbox.length - 50);
      });
    }
    return ok([], RESET_LINK_SENT);
  }),

  publicRoute('post', 'folders_un/details', ({ request, body }) => {
    const user = hypnoUser(request);
    if (!user) return fail(UNAUTHORIZED, 401);
    const folderId = Number(body.folder_id);
    const folder = db.get().hypnoFolders.find((candidate) => candidate.folder_id === folderId);
    if (!folder) return fail('This folder could not be found.');
    if (!user.hypno_folders.includes(folderId)) return ok([{ ...folder, access: 0, tracks: [] }]);
    // Every session plays the local demo audio file.
    return ok([
      {
        ...folder,
        access: 1,
        tracks: folder.tracks.map((track) => ({ ...track, url: '/media/mindset.webm' })),
      },
    ]);
  }),
];
