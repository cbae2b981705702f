/** Mock REST handlers of the registration area: /reg1, the stepped /registration and invites. */
import { isValidEmail } from '../../src/lib/validation/email';
import {
  BLANK_PASSWORD_MESSAGE,
  isBlankPassword,
  MAX_LENGTH,
} from '../../src/lib/validation/limits';
import { db } from '../db/store';
import { adOfferSkipsTrial } from '../db/plansTables';
import { newToken, userRecord } from '../db/records';
import { newMockUser, type MockUser } from '../db/users';
import * as z from 'zod/mini';
import { imageFileError } from '../../src/lib/validation/media';
import {
  ABOUT_MESSAGES,
  dobError,
  isStudentPlan,
  postcodeError,
  studyYearError,
} from '../../src/features/registration/aboutYou';
import { countries } from '../../src/features/registration/countries';
import { genderNumber } from '../../src/features/user/profileNumbers';
import {
  bearer,
  fail,
  ok,
  publicRoute,
  refusedBody,
  signatureIsValid,
  str,
  UNAUTHORIZED,
} from './respond';

export const EMAIL_TAKEN = 'This email is already registered. Please log in instead.';
export const USERNAME_TAKEN = 'This user name is already taken. Please choose another.';

/** The registering user behind a registration token (Authorization: Bearer <reg token>). */
export function userFromRegistrationToken(token: string | null): MockUser | null {
  if (!token) return null;
  const userId = db.get().registrationSessions[token];
  if (userId === undefined) return null;
  return db.get().users.find((user) => user.user_id === userId) ?? null;
}

function emailTaken(email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return db.get().users.some((user) => user.email.toLowerCase() === wanted);
}

function userNameTaken(username: string): boolean {
  const wanted = username.trim().toLowerCase();
  return db.get().users.some((user) => user.username.toLowerCase() === wanted);
}

/** A registering user has paid when the paywall made them Premium (or they were pre-purchased). */
function prePurchase(user: MockUser): number {
  return user.pre_purchase === 1 || user.type >= 2 ? 1 : 0;
}

function regRecord(user: MockUser): Record<string, unknown> {
  return {
    ...userRecord(user),
    pre_purchase: prePurchase(user),
    reg_paywall: Number(user.reg_paywall ?? 0),
    reg_step: Number(user.reg_step ?? 0),
    reg_details: [
      {
        rating_star: 5,
        description: 'The workouts fit around my kids and I have never felt stronger.',
        author_name: 'Hannah',
      },
      {
        rating_star: 5,
        description: 'The recipes make healthy eating easy for the whole family.',
        author_name: 'Lucy',
      },
      {
        rating_star: 4,
        description: 'Great community and the coaches really care.',
        author_name: 'Sophie',
      },
    ],
  };
}

type Resolver = Parameters<typeof publicRoute>[2];
type RegResolver = (
  info: Parameters<Resolver>[0] & { user: MockUser; token: string },
) => Response | Promise<Response>;

/** A route for registering users: a valid registration token and app signature are required. */
function registrationRoute(method: 'get' | 'post', path: string, resolver: RegResolver) {
  return publicRoute(method, path, (info) => {
    if (!signatureIsValid(info.request)) return fail('Invalid app signature.', 403);
    const token = bearer(info.request);
    const user = userFromRegistrationToken(token);
    if (!user || !token) return fail(UNAUTHORIZED, 401);
    return resolver({ ...info, user, token });
  });
}

const filled = (max: number, message: string) =>
  z.string(message).check(
    z.refine((value) => value.trim() !== '', message),
    z.maxLength(max, message),
  );
const checked = (rule: (value: string) => string | undefined, message: string) =>
  z.string(message).check(
    z.superRefine((value, context) => {
      const problem = rule(value);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

/** The register form's second step (spec 3 §3): the form's own rules, in its words. */
const aboutBody = z.object({
  gender: z.enum(['female', 'male', 'other'], ABOUT_MESSAGES.gender),
  dob: checked((value) => dobError(value), ABOUT_MESSAGES.dob),
  menopause: z.union([z.literal(0), z.literal(1)], 'menopause is 0 or 1.'),
  address_line_1: filled(MAX_LENGTH.addressLine, ABOUT_MESSAGES.address_line_1),
  address_line_2: z.optional(z.string().check(z.maxLength(MAX_LENGTH.addressLine))),
  city: filled(MAX_LENGTH.town, ABOUT_MESSAGES.city),
  country: z
    .string(ABOUT_MESSAGES.country)
    .check(
      z.refine((code) => countries.some((item) => item.code === code), ABOUT_MESSAGES.country),
    ),
  postcode: z.string(ABOUT_MESSAGES.postcode),
});

/** The student plan's fields: where and since when, and an unused proof this server took. */
const studentBody = z.object({
  study_at: filled(MAX_LENGTH.shortText, ABOUT_MESSAGES.study_at),
  study_start_year: z
    .number(ABOUT_MESSAGES.study_start_year)
    .check(z.refine((year) => !studyYearError(String(year)), ABOUT_MESSAGES.studyYearInvalid)),
  student_proof: z
    .string(ABOUT_MESSAGES.student_proof)
    .check(
      z.refine(
        (id) =>
          db
            .get()
            .registrationUploads.some(
              (upload) =>
                upload.file_id === id && upload.type === 'student_proof' && upload.used_by === null,
            ),
        ABOUT_MESSAGES.student_proof,
      ),
    ),
});

/** The second step's refusal (the postcode read with its country), or null when it passes. */
function refusedAbout(body: Record<string, unknown>): Response | null {
  const refused = refusedBody(aboutBody, body);
  if (refused) return refused;
  const postcode = postcodeError(str(body.postcode), str(body.country));
  if (postcode) return fail(postcode);
  if (body.gender === 'male' && body.menopause === 1) return fail('menopause is 0 for a man.');
  return isStudentPlan(Number(body.planid)) ? refusedBody(studentBody, body) : null;
}

/**
 * Students (spec 3 §6: "Users are paid-plan, trial, student or free"): a student registration is
 * a student user awaiting verification (student_status pending) until a reviewer verifies or
 * rejects the proof (the mock's control window.__mock.reviewStudent).
 */
function studentFields(body: Record<string, unknown>): Partial<MockUser> {
  if (!isStudentPlan(Number(body.planid))) return {};
  const upload = db
    .get()
    .registrationUploads.find((item) => item.file_id === str(body.student_proof));
  return {
    is_student: 1,
    student_status: 'pending',
    study_at: str(body.study_at).trim(),
    study_start_year: Number(body.study_start_year),
    student_proof: upload?.file_id ?? '',
    student_image: upload?.url ?? '',
  };
}

function createAccount(body: Record<string, unknown>): Response {
  // The honeytrap: a bot filled the hidden field. Refuse without saying why.
  if (str(body.website) || str(body.honeytrap)) return fail('Something went wrong');
  const firstName = str(body.first_name).trim();
  const lastName = str(body.last_name).trim();
  const email = str(body.email).trim();
  const username = str(body.username).trim();
  const password = str(body.password);
  if (!firstName || !lastName) return fail('Please enter your first and last name.');
  if (!isValidEmail(email)) return fail('please enter valid email id');
  if (emailTaken(email)) return fail(EMAIL_TAKEN);
  if (!/^[A-Za-z0-9_.]{3,30}$/.test(username))
    return fail('A user name has 3 to 30 letters, digits, dots or underscores.');
  if (userNameTaken(username)) return fail(USERNAME_TAKEN);
  if (isBlankPassword(password)) return fail(BLANK_PASSWORD_MESSAGE);
  if (password.length < 8) return fail('Your password must be at least 8 characters.');
  if (password !== str(body.confirm_password)) return fail('The passwords do not match.');
  const refusedStep2 = refusedAbout(body);
  if (refusedStep2) return refusedStep2;

  const friends = Array.isArray(body.invite_friends)
    ? (body.invite_friends as Record<string, unknown>[])
    : [];
  const token = newToken('reg');
  const created = db.update((data) => {
    const userId = data.nextUserId++;
    const user: MockUser = newMockUser({
      user_id: userId,
      email,
      password,
      first_name: firstName,
      last_name: lastName,
      username,
      phone: `${str(body.dial_code)}${str(body.phone)}`,
      is_showglobalsearch: 1,
      country_code: str(body.country_code) || 'GB',
      lp_plan_id: Number(body.planid) || 0,
      lp_sub_plan_id: Number(body.subplanid) || 0,
      lp_coupon_code: str(body.coupon_code),
      // Every plan starts with the 7-day free trial (spec 3 §9) unless the ad's offer replaces it.
      has_trial7: adOfferSkipsTrial(data, {
        coupon: str(body.coupon_code),
        planId: Number(body.planid) || 0,
        subPlanId: Number(body.subplanid) || 0,
      })
        ? 0
        : 1,
      utm_av: str(body.utm_av),
      utm_page: str(body.utm_page),
      utm_product: str(body.utm_product),
      is_gdpr: Number(body.is_gdpr ?? 1),
      receive_email: Number(body.receive_email ?? 0),
      referral_code: str(body.referral_code),
      reg_paywall: Number(body.reg_paywall ?? 1),
      is_invite_frd: friends.length ? 1 : 0,
      is_user_reg: 1,
      reg_step: 0,
      // Stored as the profile number (spec 1 §3), as step 1 of /registration saves it.
      gender: genderNumber(str(body.gender)),
      dob: str(body.dob),
      menopause: Number(body.menopause),
      address_line_1: str(body.address_line_1).trim(),
      address_line_2: str(body.address_line_2).trim(),
      city: str(body.city).trim(),
      country: str(body.country),
      postcode: str(body.postcode).trim(),
      ...studentFields(body),
    });
    for (const upload of data.registrationUploads)
      if (upload.file_id === user.student_proof) upload.used_by = userId;
    data.users.push(user);
    data.registrationSessions[token] = userId;
    for (const friend of friends) {
      data.invitedFriends.push({
        user_id: userId,
        first_name: str(friend.first_name),
        email: str(friend.email),
        at: new Date().toISOString(),
      });
    }
    return user;
  });
  return ok(
    [
      {
        reg_token: token,
        user_id: String(created.user_id),
        reg_paywall: created.reg_paywall,
        pre_purchase: 0,
      },
    ],
    'Your account has been created.',
  );
}

const STEP_FIELDS: Record<number, string[]> = {
  1: ['gender'],
  2: ['age'],
  3: ['activity_level'],
  4: ['weight_goal'],
  5: ['interest', 'is_fitness', 'is_healthy_eating', 'is_mindset', 'is_pregnant', 'is_pain'],
  6: ['measurement_unit'],
};

function saveStep(user: MockUser, body: Record<string, unknown>): Response {
  const step = Number(body.step);
  if (!Number.isInteger(step) || step < 1 || step > 7)
    return fail('This registration step is not known.');
  if (step === 5 && Number(body.sub_steps) > 0) {
    // A preference item: the goal field of one chosen topic (and trimester for pregnancy).
    const field = str(body.goal_field);
    const topic = db
      .get()
      .topicsOfInterest.find((item) => item.goal_field === field && field !== '');
    if (!topic) return fail('This preference is not known.');
    db.update((data) => {
      const target = data.users.find((item) => item.user_id === user.user_id);
      if (!target) return;
      target[field] = str(body.goal);
      if (body.trimester !== undefined && body.trimester !== null) {
        target.trimester = Number(body.trimester);
        target.is_pregnant_currently = 1;
      }
      target.sub_steps = Number(body.sub_steps);
    });
    return ok([{ step, sub_steps: Number(body.sub_steps) }], 'Saved.');
  }
  if (step < 7) {
    db.update((data) => {
      const target = data.users.find((item) => item.user_id === user.user_id);
      if (!target) return;
      for (const field of STEP_FIELDS[step] ?? [])
        if (body[field] !== undefined) target[field] = body[field];
      target.reg_step = Math.max(Number(target.reg_step ?? 0), step);
    });
    return ok([{ step }], 'Saved.');
  }
  // Step 7 asks for the result; the reply ends the registration with a member session.
  if (Number(body.is_result) !== 1) return fail('Please ask for your result.');
  const programmes = db.get().programmes;
  const level = Number(user.activity_level ?? 1);
  const programme = programmes[Math.min(level, programmes.length - 1)] ?? programmes[0];
  const memberToken = newToken('member');
  db.update((data) => {
    const target = data.users.find((item) => item.user_id === user.user_id);
    if (target) {
      target.reg_step = 7;
      target.is_user_reg = 0;
      if (programme) {
        target.recommended_programme_id = programme.id;
        target.recommended_programme_screen_name = programme.screen_name;
      }
    }
    data.sessions[memberToken] = user.user_id;
  });
  return ok(
    [
      {
        api_token: memberToken,
        user_id: String(user.user_id),
        result: {
          title: programme ? programme.title : 'Your plan',
          weeks: programme ? programme.weeks : 0,
          text: `Based on your answers we recommend ${programme ? programme.title : 'our starter programme'} to begin with.`,
        },
      },
    ],
    'Your registration is complete.',
  );
}

/** Small images are kept inline so a reload still shows them; larger ones for the session. */
const KEEP_INLINE_BYTES = 256 * 1024;

async function imageAddress(file: File): Promise<string> {
  if (file.size <= KEEP_INLINE_BYTES) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
  }
  return typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : `/uploads/${encodeURIComponent(file.name)}`;
}

/** The student's verification as a reviewer gives it (the mock's control: reviewStudent). */
export function reviewStudent(email: string, verdict: 'verified' | 'rejected'): boolean {
  const wanted = email.trim().toLowerCase();
  return db.update((data) => {
    const user = data.users.find((item) => item.email.toLowerCase() === wanted);
    if (!user || user.is_student !== 1) return false;
    user.student_status = verdict;
    return true;
  });
}

export const registrationHandlers = [
  /** auth/upload: the registration's upload (multipart: type student_proof, file), before the account exists. */
  publicRoute('post', 'auth/upload', async ({ request }) => {
    let file: File | null = null;
    let type = '';
    try {
      const form = await request.formData();
      const value = form.get('file');
      // A form entry is text or a file (a File of this realm or the test runner's own).
      file = value !== null && typeof value !== 'string' ? value : null;
      type = str(form.get('type'));
    } catch {
      file = null;
    }
    if (type !== 'student_proof') return fail('This upload is not known.');
    if (!file) return fail(ABOUT_MESSAGES.student_proof);
    const refused = imageFileError(file);
    if (refused) return fail(refused);
    const url = await imageAddress(file);
    const upload = {
      file_id: newToken('proof'),
      type: 'student_proof' as const,
      name: file.name.slice(0, MAX_LENGTH.shortText),
      url,
      used_by: null,
      at: new Date().toISOString(),
    };
    db.update((data) => {
      data.registrationUploads.push(upload);
    });
    return ok([{ file_id: upload.file_id, url }], 'Your proof has been uploaded.');
  }),

  publicRoute('post', 'auth/check_email', ({ body }) => {
    const email = str(body.email).trim();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    return emailTaken(email)
      ? ok([{ is_exist: 1 }], EMAIL_TAKEN)
      : ok([{ is_exist: 0 }], 'This email is available.');
  }),

  publicRoute('post', 'auth/check_username', ({ body }) => {
    const username = str(body.username).trim();
    if (!username) return fail('Please choose a user name.');
    return userNameTaken(username)
      ? ok([{ is_exist: 1 }], USERNAME_TAKEN)
      : ok([{ is_exist: 0 }], 'This user name is available.');
  }),

  publicRoute('post', 'auth/register', ({ request, body }) => {
    const token = bearer(request);
    if (!token || body.step === undefined || db.get().registrationSessions[token] === undefined)
      return createAccount(body);
    if (!signatureIsValid(request)) return fail('Invalid app signature.', 403);
    const user = userFromRegistrationToken(token);
    if (!user) return fail(UNAUTHORIZED, 401);
    return saveStep(user, body);
  }),

  registrationRoute('post', 'auth/register_skip', ({ user, body }) => {
    db.update((data) => {
      const target = data.users.find((item) => item.user_id === user.user_id);
      if (target) target.sub_steps = Number(body.sub_steps ?? 0);
    });
    return ok([{ step: Number(body.step ?? 0) }], 'Skipped.');
  }),

  registrationRoute('post', 'auth/get_reg_details', ({ user }) => ok([regRecord(user)])),

  publicRoute('get', 'topics_of_interest', () => ok(db.get().topicsOfInterest)),

  publicRoute('post', 'auth/get_reg_loading_tips', () => ok([{ tips: db.get().regLoadingTips }])),

  registrationRoute('post', 'auth/invite_friends', ({ user, body }) => {
    const friends = Array.isArray(body.friends) ? (body.friends as Record<string, unknown>[]) : [];
    if (!friends.length) return fail('Please add at least one friend to invite.');
    for (const friend of friends) {
      if (!str(friend.first_name).trim()) return fail("Please enter your friend's first name.");
      if (!isValidEmail(str(friend.email))) return fail('please enter valid email id');
    }
    db.update((data) => {
      for (const friend of friends) {
        data.invitedFriends.push({
          user_id: user.user_id,
          first_name: str(friend.first_name),
          email: str(friend.email),
          at: new Date().toISOString(),
        });
      }
      const target = data.users.find((item) => item.user_id === user.user_id);
      if (target) target.is_invite_frd = 1;
    });
    return ok(
      [],
      friends.length === 1 ? 'Your invite is on its way.' : 'Your invites are on their way.',
    );
  }),
];
