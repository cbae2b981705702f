import * as z from 'zod/mini';
import { api, axiosBaseQuery } from '@/lib/api';
import {
  cosmeticList,
  firstItem,
  strictId,
  strictNumber,
  cosmeticNumber as num,
  cosmeticText as text,
} from '@/lib/api/schemas';
import { session, storageKeys } from '@/lib/storage';
import type { TipItem, Topic } from './model';

const regDetailsItem = z.object({
  user_id: text(''),
  first_name: text(''),
  // The buyer's details, sent only hashed with the purchase conversion (spec 3 §7).
  last_name: text(''),
  email: text(''),
  phone: text(''),
  type: num(1),
  /** The profile number of the gender given on /reg1 (spec 1 §3), '' when none. */
  gender: text(''),
  // What the paywall charges and where registration goes next: strict, never a guessed 0.
  pre_purchase: strictNumber,
  reg_paywall: strictNumber,
  oneoffpayment: strictNumber,
  lp_plan_id: strictNumber,
  lp_sub_plan_id: strictNumber,
  lp_coupon_code: text(''),
  utm_page: text(''),
  reg_details: cosmeticList(
    z.object({ rating_star: num(0), description: text(''), author_name: text('') }),
  ),
});
const regDetailsSchema = firstItem(regDetailsItem);

export type RegDetails = z.infer<typeof regDetailsItem>;

const topicSchema = z.object({
  topic_id: z.coerce.number(),
  title: z.string(),
  flag: text(''),
  goal_field: text(''),
  question: text(''),
  options: cosmeticList(z.string()),
  pregnancy: num(0),
});

const tipSchema = z.object({ category: text(''), tip_id: z.coerce.number(), tip: z.string() });
const tipsSchema = firstItem(z.object({ tips: z.array(tipSchema) }));

const resultItem = z.object({
  api_token: z.string().check(z.minLength(1)),
  user_id: strictId,
  result: z.object({ title: text(''), weeks: num(0), text: text('') }),
});
const resultSchema = firstItem(resultItem);

export type RegistrationResult = z.infer<typeof resultItem>;

export interface StepPayload {
  step: number;
  [field: string]: unknown;
}

export interface TipsArgs {
  isReg: boolean;
  utm: Record<string, string>;
}

/** The registering visitor's calls: all but the public topic list carry the registration token. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegDetails: build.query<RegDetails, void>({
      query: () => ({
        url: 'auth/get_reg_details',
        method: 'POST',
        body: {},
        auth: 'registration',
        schema: regDetailsSchema,
      }),
    }),
    getTopicsOfInterest: build.query<Topic[], void>({
      query: () => ({
        url: 'topics_of_interest',
        method: 'GET',
        auth: 'none',
        schema: z.array(topicSchema),
      }),
    }),
    /** auth/get_reg_loading_tips, cached for the browser session when is_reg is 1 (spec 1 §7). */
    getRegLoadingTips: build.query<TipItem[], TipsArgs>({
      async queryFn(args, queryApi, extraOptions) {
        if (args.isReg) {
          const cached = session.get(storageKeys.regLoadingTips);
          if (cached) {
            const parsed = z.array(tipSchema).safeParse(JSON.parse(cached));
            if (parsed.success) return { data: parsed.data };
          }
        }
        const reply = await axiosBaseQuery(
          {
            url: 'auth/get_reg_loading_tips',
            method: 'POST',
            body: { is_reg: args.isReg ? 1 : 0, ...args.utm },
            auth: 'registration',
            schema: tipsSchema,
          },
          queryApi,
          extraOptions,
        );
        if (reply.error) return { error: reply.error };
        const tips = (reply.data as z.infer<typeof tipsSchema>).tips;
        if (args.isReg) session.set(storageKeys.regLoadingTips, JSON.stringify(tips));
        return { data: tips };
      },
    }),
    saveRegistrationStep: build.mutation<unknown, StepPayload>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body, auth: 'registration' }),
    }),
    skipRegistrationStep: build.mutation<unknown, StepPayload>({
      query: (body) => ({ url: 'auth/register_skip', method: 'POST', body, auth: 'registration' }),
    }),
    /** Step 7 asks for the result; the reply ends the registration with a member session. */
    requestRegistrationResult: build.mutation<RegistrationResult, StepPayload>({
      query: (body) => ({
        url: 'auth/register',
        method: 'POST',
        body: { ...body, is_result: 1 },
        auth: 'registration',
        schema: resultSchema,
      }),
    }),
  }),
});

export const {
  useGetRegDetailsQuery,
  useGetTopicsOfInterestQuery,
  useGetRegLoadingTipsQuery,
  useSaveRegistrationStepMutation,
  useSkipRegistrationStepMutation,
  useRequestRegistrationResultMutation,
} = registrationApi;
