import { db } from '../db/store';
import type { MockUser } from '../db/users';
import type { MockProgrammeFolder, MockVideo } from '../db/programmeTables';
import { dayBefore } from './activity';
import { fail, memberRoute, ok, publicRoute } from './respond';
import { productOnSale, purchaseLock, soldSeparately } from './oneTime';

export const NO_FOLDER_ACCESS = "You don't have access this folder.";

/** The fitness-only tier excludes food and mindset content (spec 3); opening it offers Premium. */
export const isFitnessOnly = (user: MockUser) => user.user_plan_type === 'ffm only';
export const FOOD_FOR_PREMIUM =
  'Recipes and meal plans are part of Premium. Upgrade to cook every one of them.';
export const MINDSET_FOR_PREMIUM =
  'Mindset audio is part of Premium. Upgrade to listen to every session.';
const key = (user: MockUser, videoId: number) => `${user.user_id}:${videoId}`;

/** Why a member may not open a folder: '' (they may), 'purchase' (paid one-off) or 'upgrade'. */
function folderBlock(user: MockUser, folder: MockProgrammeFolder): '' | 'purchase' | 'upgrade' {
  const paid = db.get().paidFolders.some((candidate) => candidate.folder_id === folder.folder_id);
  if (paid) {
    const bought = db
      .get()
      .purchases.some(
        (purchase) =>
          purchase.user_id === user.user_id &&
          purchase.product_type === 'folder' &&
          purchase.product_type_id === folder.folder_id,
      );
    return bought ? '' : 'purchase';
  }
  if (folder.category !== 'fitness' && isFitnessOnly(user)) return 'upgrade';
  if (folder.premium && user.type < 2) return 'upgrade';
  return '';
}

/** Why `user` may not open folder `folderId` ('' when they may, or when there is no such folder). */
export function folderAccessBlock(user: MockUser, folderId: number): '' | 'purchase' | 'upgrade' {
  const folder = db.get().programmeFolders.find((candidate) => candidate.folder_id === folderId);
  return folder ? folderBlock(user, folder) : '';
}

/**
 * A video opens when the member's tier allows it and, if it belongs to programmes, when at least
 * one of them is open to the member (a video only in a paid or Premium folder stays locked).
 * Returns the folder that blocks it, for the page's message and its way to get access.
 */
function videoBlock(
  user: MockUser | null,
  video: MockVideo,
): { access: 0 | 1; folderId: number; reason: '' | 'purchase' | 'upgrade' } {
  if (video.premium && !(user && user.type >= 2))
    return { access: 0, folderId: 0, reason: 'upgrade' };
  if (purchaseLock(user, 'video', video.video_id))
    return { access: 0, folderId: 0, reason: 'purchase' };
  if (!user) return { access: 1, folderId: 0, reason: '' };
  const folders = db
    .get()
    .programmeFolders.filter((folder) =>
      folder.weeks.some((week) => week.days.some((day) => day.videos.includes(video.video_id))),
    );
  if (folders.length === 0) return { access: 1, folderId: 0, reason: '' };
  const blocks = folders.map((folder) => ({ folder, block: folderBlock(user, folder) }));
  if (blocks.some(({ block }) => block === '')) return { access: 1, folderId: 0, reason: '' };
  const [first] = blocks;
  return { access: 0, folderId: first?.folder.folder_id ?? 0, reason: first?.block || 'upgrade' };
}

function videoCard(user: MockUser, id: number) {
  const found = db.get().videos.find((candidate) => candidate.video_id === id);
  if (!found) return null;
  return {
    video_id: found.video_id,
    title: found.title,
    duration: found.duration,
    image: found.image,
    done: db.get().videosDone.includes(key(user, id)) ? 1 : 0,
  };
}

function videoDetails(user: MockUser | null, found: MockVideo) {
  const block = videoBlock(user, found);
  const access = block.access;
  return {
    access_reason: block.reason,
    folder_id: block.folderId,
    message: block.folderId
      ? NO_FOLDER_ACCESS
      : block.reason === 'purchase'
        ? soldSeparately('video')
        : '',
    // A video sold separately: its price (paid folders answer theirs with the folder).
    ...(block.reason === 'purchase' && !block.folderId
      ? {
          price: productOnSale('video', found.video_id)?.price ?? 0,
          currency_symbol: productOnSale('video', found.video_id)?.currency_symbol ?? '£',
        }
      : {}),
    video_id: found.video_id,
    title: found.title,
    duration: found.duration,
    image: found.image,
    calories: found.calories,
    access,
    // A locked video carries no file address.
    url: access ? found.url : '',
    captions: access ? found.captions : '',
    vimeo_id: found.vimeo_id,
    youtube_id: found.youtube_id,
    is_youtube_video: found.youtube_id ? 1 : 0,
    done: user && db.get().videosDone.includes(key(user, found.video_id)) ? 1 : 0,
    show_video_calorie_burn: 1,
  };
}

function findVideo(body: Record<string, unknown>) {
  const id = Number(body.video_id);
  return db.get().videos.find((candidate) => candidate.video_id === id) ?? null;
}

/** Programmes (folders family) and videos family: details, view, finished, audio. */
export const programmeHandlers = [
  memberRoute('post', 'folders/details', ({ user, body }) => {
    const id = Number(body.folder_id);
    const data = db.get();
    const folder = data.programmeFolders.find((candidate) => candidate.folder_id === id);
    const programme = data.programmes.find((candidate) => candidate.id === id);
    if (!folder || !programme) {
      // Folders known only to notifications and chat (access flag and screen name).
      const known = data.folderAccess.find((entry) => entry.folder_id === id);
      if (!known) return fail('This folder could not be found.');
      return ok([
        {
          folder_id: String(id),
          screen_name: known.screen_name,
          title: programme?.title ?? 'Programme',
          description: '',
          image: programme?.image ?? '',
          category: 'fitness',
          access: known.access ? 1 : 0,
          access_reason: known.access ? '' : 'upgrade',
          message: known.access ? '' : NO_FOLDER_ACCESS,
          is_paid: 0,
          price: 0,
          currency_symbol: '£',
          weeks: [],
        },
      ]);
    }
    const block = folderBlock(user, folder);
    const paid = data.paidFolders.find((candidate) => candidate.folder_id === id);
    return ok([
      {
        folder_id: String(id),
        screen_name: 'folder',
        title: programme.title,
        description:
          paid?.description ?? `${programme.weeks} weeks of workouts, meal plans and coaching.`,
        image: programme.image,
        category: folder.category,
        access: block ? 0 : 1,
        access_reason: block,
        message: block ? NO_FOLDER_ACCESS : '',
        is_paid: paid ? 1 : 0,
        price: paid?.price ?? 0,
        currency_symbol: paid?.currency_symbol ?? '£',
        weeks: block
          ? []
          : folder.weeks.map((week) => ({
              week: week.week,
              days: week.days.map((day) => ({
                day: day.day,
                videos: day.videos
                  .map((videoId) => videoCard(user, videoId))
                  .filter((card) => card !== null),
                audios: day.audios.flatMap((audioId) => {
                  const audio = data.audios.find((candidate) => candidate.audio_id === audioId);
                  return audio ? [{ audio_id: audio.audio_id, title: audio.title }] : [];
                }),
                recipes: day.recipes.flatMap((recipeId) => {
                  const recipe = data.recipes.find((candidate) => candidate.id === recipeId);
                  return recipe
                    ? [{ recipe_id: recipe.id, title: recipe.title }]
                    : [{ recipe_id: recipeId, title: `Recipe ${recipeId}` }];
                }),
                meal_plan_id: day.meal_plan_id,
              })),
            })),
      },
    ]);
  }),

  memberRoute('post', 'videos/details', ({ user, body }) => {
    const found = findVideo(body);
    return found ? ok([videoDetails(user, found)]) : fail('This video could not be found.');
  }),

  publicRoute('post', 'frontend/video_details', ({ body }) => {
    const found = findVideo(body);
    return found ? ok([videoDetails(null, found)]) : fail('This video could not be found.');
  }),

  memberRoute('post', 'videos/startViewVideo', ({ user, body }) => {
    const found = findVideo(body);
    if (!found) return fail('This video could not be found.');
    const block = videoBlock(user, found);
    if (!block.access)
      return fail(
        block.folderId
          ? NO_FOLDER_ACCESS
          : block.reason === 'purchase'
            ? soldSeparately('video')
            : 'Upgrade to Premium to watch this video.',
      );
    db.update((data) => {
      data.videoViews.push(key(user, found.video_id));
    });
    return ok([], 'View recorded');
  }),

  memberRoute('post', 'videos/UpdateProgressofProgramVideos', ({ user, body }) => {
    const found = findVideo(body);
    if (!found) return fail('This video could not be found.');
    // A video the member may not open is not theirs to finish: it counts for nothing.
    const block = videoBlock(user, found);
    if (!block.access)
      return fail(
        block.folderId
          ? NO_FOLDER_ACCESS
          : block.reason === 'purchase'
            ? soldSeparately('video')
            : 'Upgrade to Premium to watch this video.',
      );
    const today = dayBefore(new Date());
    db.update((data) => {
      if (!data.videosDone.includes(key(user, found.video_id)))
        data.videosDone.push(key(user, found.video_id));
      // One workout done a day per video: the end reached twice on one day counts once.
      const already = data.workoutsFinished.some(
        (row) =>
          row.user_id === user.user_id && row.video_id === found.video_id && row.date === today,
      );
      if (!already)
        data.workoutsFinished.push({
          user_id: user.user_id,
          video_id: found.video_id,
          date: today,
          title: found.title,
          minutes: Math.round(found.duration / 60),
        });
    });
    return ok([{ video_id: found.video_id, done: 1 }], 'Well done! Workout complete.');
  }),

  memberRoute('get', 'videos/list', ({ user }) =>
    ok(db.get().videos.map((found) => videoCard(user, found.video_id))),
  ),

  memberRoute('post', 'videos/audio_details', ({ user, body }) => {
    const id = Number(body.audio_id);
    const audio = db.get().audios.find((candidate) => candidate.audio_id === id);
    if (!audio) return fail('This audio could not be found.');
    // Like a video: an audio only in programmes the member cannot open stays locked.
    const folders = db
      .get()
      .programmeFolders.filter((folder) =>
        folder.weeks.some((week) => week.days.some((day) => day.audios.includes(id))),
      );
    const locked = (message: string) => ok([{ ...audio, url: '', access: 0, message }]);
    if (folders.length && folders.every((folder) => folderBlock(user, folder) !== ''))
      return locked(NO_FOLDER_ACCESS);
    // Every audio is mindset content.
    if (isFitnessOnly(user)) return locked(MINDSET_FOR_PREMIUM);
    return ok([{ ...audio, access: 1, message: '' }]);
  }),
];
