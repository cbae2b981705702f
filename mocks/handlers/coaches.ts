import { isValidEmail } from '../../src/lib/validation/email';
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '../../src/lib/validation/limits';
import { db } from '../db/store';
import { newToken } from '../db/records';
import { newMockUser, type MockUser } from '../db/users';
import type { MockCoachPurchase } from '../db/coachesTables';
import { EMAIL_TAKEN } from './registration';
import { charge } from './plans';
import { fail, memberRoute, ok, publicRoute, str } from './respond';
import { registerHypnoAccount } from './hypno';

export const NOT_A_COACH = 'This account is not a fitness professional account.';
export const SESSION_NOT_FOUND = 'This session could not be found.';
const IMAGE_REQUIRED =
  'Please add your certificate, identity and face pictures (.jpg, .jpeg, .gif or .png).';

const emailTaken = (email: string) =>
  db.get().users.some((user) => user.email.toLowerCase() === email.trim().toLowerCase());
const accountOf = (user: MockUser) =>
  db.get().coachAccounts.find((account) => account.user_id === user.user_id);
const proOf = (fitproId: unknown) =>
  db.get().pros.find((pro) => String(pro.fitpro_id) === str(fitproId));
const isImage = (value: unknown) => /^data:image\/(png|jpe?g|gif);base64,/.test(str(value));

function recordPurchase(
  user: MockUser,
  planId: number,
  result: MockCoachPurchase['result'],
  path: string,
) {
  db.update((data) => {
    data.coachPurchases.push({
      path,
      user_id: user.user_id,
      plan_id: planId,
      result,
      at: new Date().toISOString(),
    });
  });
}

function setPlan(user: MockUser, planId: number) {
  db.update((data) => {
    const account = data.coachAccounts.find((item) => item.user_id === user.user_id);
    if (account) account.plan_id = planId;
  });
}

/**
 * The coaches area and coach registration (spec 3 §7 "Coaching"): auth_fc check_email and
 * register (a professional account, signed in at once), fitpro/fitpro (the signed-in account as a
 * professional, with the sessions members booked), the plan (fitpro/free_register,
 * fitpro/purchase_plan with the test cards), and
 * one session (fitpronew/session). The sessions booked with a professional come with fitpro/fitpro.
 */
export const coachesHandlers = [
  publicRoute('post', 'auth_fc/check_email', ({ body }) => {
    const email = str(body.email).trim();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    return emailTaken(email)
      ? ok([{ is_exist: 1 }], EMAIL_TAKEN)
      : ok([{ is_exist: 0 }], 'This email is available.');
  }),

  publicRoute('post', 'auth_fc/register', ({ body }) => {
    // The same call registers a hypnotherapy account (spec 2: auth_fc, hypnotherapy users).
    if (body.account === 'hypno') return registerHypnoAccount(body);
    const firstName = str(body.first_name).trim();
    const lastName = str(body.last_name).trim();
    const email = str(body.email).trim();
    const password = str(body.password);
    if (!firstName || !lastName) return fail('Please enter your first and last name.');
    if (!isValidEmail(email)) return fail('please enter valid email id');
    if (emailTaken(email)) return fail(EMAIL_TAKEN);
    if (isBlankPassword(password)) return fail(BLANK_PASSWORD_MESSAGE);
    if (password.length < 8) return fail('Your password must be at least 8 characters.');
    if (password !== str(body.confirm_password)) return fail('The passwords do not match.');
    if (!str(body.speciality).trim() || !str(body.place).trim())
      return fail('Please enter your speciality and where you coach.');
    if (!str(body.qualification).trim()) return fail('Please enter your qualification.');
    if (![body.qualification_image, body.identity_image, body.face_picture].every(isImage))
      return fail(IMAGE_REQUIRED);
    if (Number(body.agree) !== 1)
      return fail('Please agree to the terms and conditions to continue.');

    const token = newToken('member');
    const created = db.update((data) => {
      const userId = data.nextUserId++;
      const fitproId = Math.max(...data.pros.map((pro) => pro.fitpro_id), 900) + 1;
      data.users.push(
        newMockUser({
          user_id: userId,
          email,
          password,
          first_name: firstName,
          last_name: lastName,
          phone: str(body.phone),
          purchased_from: 'web',
        }),
      );
      data.sessions[token] = userId;
      data.pros.push({
        fitpro_id: fitproId,
        name: `${firstName} ${lastName}`,
        speciality: str(body.speciality).trim(),
        place: str(body.place).trim(),
        online: Number(body.online) === 1 ? 1 : 0,
        photo: '/images/landing/person-1.svg',
        summary: `${str(body.speciality).trim()} coaching in ${str(body.place).trim()}.`,
        latitude: 0,
        longitude: 0,
        // Text from the form: escaped, as the app shows it as HTML.
        bio: `<p>${str(body.bio)
          .trim()
          .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
        class_plans: [],
        sessions: [],
      });
      data.coachAccounts.push({
        user_id: userId,
        fitpro_id: fitproId,
        plan_id: 0,
        qualification: str(body.qualification).trim(),
        social_media_name: str(body.social_media_name).trim(),
        social_media_type: str(body.social_media_type) || 'Instagram',
        images: {
          qualification_image: str(body.qualification_image),
          identity_image: str(body.identity_image),
          face_picture: str(body.face_picture),
        },
      });
      return { userId, fitproId };
    });
    return ok(
      [{ api_token: token, user_id: String(created.userId), fitpro_id: String(created.fitproId) }],
      'Your coach account has been created.',
    );
  }),

  memberRoute('post', 'fitpro/fitpro', ({ user }) => {
    const account = accountOf(user);
    const plan = db.get().coachPlans.find((item) => item.plan_id === account?.plan_id);
    return ok([
      {
        is_fitpro: account ? 1 : 0,
        fitpro_id: String(account?.fitpro_id ?? 0),
        name: proOf(account?.fitpro_id)?.name ?? `${user.first_name} ${user.last_name}`,
        plan_id: plan?.plan_id ?? 0,
        plan_title: plan?.title ?? '',
        plans: account ? db.get().coachPlans : [],
        bookings: account
          ? db
              .get()
              .coachBookings.filter((booking) => booking.fitpro_id === account.fitpro_id)
              .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
          : [],
      },
    ]);
  }),

  memberRoute('post', 'fitpro/free_register', ({ user, body }) => {
    if (!accountOf(user)) return fail(NOT_A_COACH);
    const plan = db.get().coachPlans.find((item) => String(item.plan_id) === str(body.plan_id));
    if (!plan) return fail('plan is not available for the subscription.');
    if (plan.price > 0) return fail('This plan needs a payment.');
    setPlan(user, plan.plan_id);
    recordPurchase(user, plan.plan_id, 'free', 'fitpro/free_register');
    return ok([{ plan_id: plan.plan_id }], 'Your free plan is active.');
  }),

  memberRoute('post', 'fitpro/purchase_plan', ({ user, body }) => {
    if (!accountOf(user)) return fail(NOT_A_COACH);
    const plan = db.get().coachPlans.find((item) => String(item.plan_id) === str(body.plan_id));
    if (!plan) return fail('plan is not available for the subscription.');
    const charged = charge(user, body);
    if (!charged.ok) {
      recordPurchase(
        user,
        plan.plan_id,
        charged.result === 'declined' || charged.result === '3ds_required'
          ? charged.result
          : 'failed',
        'fitpro/purchase_plan',
      );
      return charged.response;
    }
    setPlan(user, plan.plan_id);
    recordPurchase(user, plan.plan_id, 'paid', 'fitpro/purchase_plan');
    return ok([{ plan_id: plan.plan_id }], 'Congratulations, your payment was successful!');
  }),

  publicRoute('post', 'fitpronew/session', ({ body }) => {
    for (const pro of db.get().pros) {
      const session = pro.sessions.find((item) => String(item.session_id) === str(body.session_id));
      if (session)
        return ok([
          {
            ...session,
            fitpro_id: String(pro.fitpro_id),
            fitpro_name: pro.name,
            description: `A one-to-one ${pro.speciality} session with ${pro.name}, ${pro.online ? 'online or ' : ''}in ${pro.place}.`,
          },
        ]);
    }
    return fail(SESSION_NOT_FOUND);
  }),
];
