/**
 * The account screen's saves (issue 15): user/update_profile, user/update_settings,
 * user/update_measurement_unit and user/upload_profile_image. Spec 3 §7 names no paths for
 * them, so these are ours (README). Each stores the change on the member's record in the mock
 * database (kept across a reload) and answers with the whole user record, as user/check does.
 */
import { isAllowedImage } from '../../src/lib/validation/media';
import { db } from '../db/store';
import { userRecord } from '../db/records';
import type { MockUser } from '../db/users';
import { profileBody } from '../../src/lib/validation/requestBodies';
import { fail, memberRoute, ok, refusedBody, str } from './respond';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'phone',
  'dob',
  'about_me',
  'gender',
  'age',
  'activity_level',
  'weight_goal',
  'pregnant_due_date',
  'interest',
  'barrier_goal',
  'fat_loss_goal',
  'fitness_goal',
  'healthy_eating_goal',
  'pregnency_goal',
] as const;

const NUMBER_FIELDS = [
  'is_pregnant_currently',
  'trimester',
  'pregnant_week',
  'is_fitness',
  'is_healthy_eating',
  'is_mindset',
  'is_pregnant',
  'is_pain',
] as const;

export const SETTING_FIELDS = [
  'notifications',
  'can_find',
  'can_request',
  'hide_profile',
  'dashboard_achievements',
  'is_next_live_class',
  'show_today_mealplan',
  'show_recommended_workout',
  'show_recom_programme',
  'show_dashboard_extra',
  'show_dashboard_adverising',
  'show_dashboard_support',
  'show_measurements',
  'show_weight',
  'show_calories',
  'show_my_macros',
  'show_mood',
  'show_sleep',
  'show_next_video',
  'show_video_calorie_burn',
  'show_recipe_calorie',
  'track_exercise',
] as const;

const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos up to this size are kept as a data: address, so they still show after a reload. */
const KEEP_INLINE_BYTES = 256 * 1024;

function saved(userId: number, change: (user: MockUser) => void, message: string): Response {
  const user = db.update((state) => {
    const stored = state.users.find((candidate) => candidate.user_id === userId);
    if (stored) change(stored);
    return stored;
  });
  return user ? ok([userRecord(user)], message) : fail('We could not find your account.');
}

/** Why the server refuses a profile change its body's rules allow (taken email or user name), or null. */
function profileRefusal(user: MockUser, body: Record<string, unknown>): string | null {
  const others = db.get().users.filter((candidate) => candidate.user_id !== user.user_id);
  if (body.email !== undefined) {
    const email = str(body.email).trim().toLowerCase();
    if (others.some((candidate) => candidate.email.toLowerCase() === email))
      return 'This email address is already registered.';
  }
  if (body.username !== undefined) {
    const username = str(body.username).trim().toLowerCase();
    if (others.some((candidate) => candidate.username.toLowerCase() === username))
      return 'This user name is already taken.';
  }
  return null;
}

async function inlineAddress(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
}

export const profileHandlers = [
  memberRoute('post', 'user/update_profile', ({ user, body }) => {
    // The account form's own rules for each field sent (About me at most 500 characters...).
    const refused = refusedBody(profileBody, body);
    if (refused) return refused;
    const refusal = profileRefusal(user, body);
    if (refusal) return fail(refusal);
    return saved(
      user.user_id,
      (stored) => {
        for (const field of TEXT_FIELDS)
          if (body[field] !== undefined) stored[field] = str(body[field]).trim();
        for (const field of NUMBER_FIELDS)
          if (body[field] !== undefined) stored[field] = Number(body[field]) || 0;
      },
      'Your profile has been updated.',
    );
  }),

  memberRoute('post', 'user/update_settings', ({ user, body }) => {
    for (const field of SETTING_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== 0 && value !== 1 && value !== '0' && value !== '1')
        return fail(`The ${field.replace(/_/g, ' ')} setting must be on or off.`);
    }
    return saved(
      user.user_id,
      (stored) => {
        for (const field of SETTING_FIELDS)
          if (body[field] !== undefined) stored[field] = Number(body[field]);
      },
      'Your settings have been saved.',
    );
  }),

  memberRoute('post', 'user/update_measurement_unit', ({ user, body }) => {
    const unit = str(body.measurement_unit);
    if (unit !== 'kg' && unit !== 'lbs') return fail('Please choose kg or lbs.');
    return saved(
      user.user_id,
      (stored) => {
        stored.measurement_unit = unit;
      },
      'Your units have been updated.',
    );
  }),

  memberRoute('post', 'user/upload_profile_image', async ({ user, request }) => {
    let file: File | null = null;
    try {
      const value = (await request.formData()).get('img');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (!file) return fail('Please choose a photo to upload.');
    if (!isAllowedImage(file.name))
      return fail('Only .jpg, .jpeg, .gif and .png images can be uploaded.');
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return fail('Profile photos can be at most 5 MB.');
    // Small photos are kept inline so they survive a reload; larger ones show for the session.
    const img =
      file.size <= KEEP_INLINE_BYTES
        ? await inlineAddress(file)
        : typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(file)
          : `/uploads/${encodeURIComponent(file.name)}`;
    return saved(
      user.user_id,
      (stored) => {
        stored.img = img;
      },
      'Your profile photo has been updated.',
    );
  }),
];
