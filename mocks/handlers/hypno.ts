import { db } from '../db/store';
import { newToken } from '../db/records';
import { bearer, fail, ok, publicRoute, str, UNAUTHORIZED } from './respond';
import { INVALID_LOGIN } from './auth';

function hypnoUser(request: Request) {
  const token = bearer(request);
  const userId = token ? db.get().hypnoSessions[token] : undefined;
  return db.get().users.find((user) => user.user_id === userId && user.hypno) ?? null;
}

export const hypnoHandlers = [
  publicRoute('post', 'auth_fc/login', ({ body }) => {
    const email = str(body.email).trim().toLowerCase();
    const user = db.get().users.find((candidate) => candidate.email === email && candidate.hypno);
    if (!user || user.password !== str(body.password)) return fail(INVALID_LOGIN);
    const token = newToken('hypno');
    db.update((data) => {
      data.hypnoSessions[token] = user.user_id;
    });
    return ok([
      {
        api_token: token,
        un_user_id: String(user.user_id),
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        folder_id: user.hypno_folders[0] ?? 0,
      },
    ]);
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
