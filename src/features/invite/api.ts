import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import {
  affiliateHistorySchema,
  affiliateSummarySchema,
  type AffiliateHistory,
  bankLinkedSchema,
  paypalLinkedSchema,
  type AffiliateSummary,
  type BankForm,
  type BankLinked,
  type PaypalLinked,
  type InviteRow,
} from './model';

/** The server's message of a call that answers with nothing else to read. */
const serverMessage = (_data: unknown, meta: { message: string } | undefined) =>
  meta?.message ?? '';

/** A linked payout: the server's message and what the summary now shows. */
export interface Linked<T> {
  message: string;
  linked: T;
}

function withMessage<T>(data: T, meta: { message: string } | undefined): Linked<T> {
  return { message: meta?.message ?? '', linked: data };
}

/**
 * The summary shows the linked payout as soon as the server confirms it (the invalidation then
 * reads it back, and refreshes the user record).
 */
async function showLinked<T>(
  fulfilled: Promise<{ data: Linked<T> }>,
  apply: (linked: T) => void,
): Promise<void> {
  try {
    apply((await fulfilled).data.linked);
  } catch {
    // The form shows the failure.
  }
}

/** The inviter a landing link names (frontend/affiliate_analytics also counts the visit). */
const inviterSchema = firstItem(z.object({ first_name: z.string() }));

const inviteTagged = api.enhanceEndpoints({ addTagTypes: ['Affiliate', 'User'] });

/**
 * Invite and affiliate (spec 3 §7 "Dashboard": total_referred_users, affiliate_history,
 * link_paypal_account, link_bank_account). Linking a payout also refreshes the user record,
 * which carries paypal_email and the linked flags (spec 1 §3).
 */
export const inviteApi = inviteTagged.injectEndpoints({
  endpoints: (build) => ({
    affiliateSummary: build.query<AffiliateSummary, void>({
      query: () => ({
        url: 'dashboard_new/total_referred_users',
        method: 'POST',
        body: {},
        schema: firstItem(affiliateSummarySchema),
      }),
      providesTags: ['Affiliate'],
    }),
    affiliateHistory: build.query<AffiliateHistory, void>({
      query: () => ({
        url: 'dashboard_new/affiliate_history',
        method: 'POST',
        body: {},
        schema: firstItem(affiliateHistorySchema),
      }),
      providesTags: ['Affiliate'],
    }),
    /** Invites up to three friends; resolves with the server's message. */
    inviteFriends: build.mutation<string, InviteRow[]>({
      query: (friends) => ({
        url: 'dashboard_new/invite_friends',
        method: 'POST',
        body: { friends },
      }),
      transformResponse: serverMessage,
    }),
    linkPaypal: build.mutation<Linked<PaypalLinked>, string>({
      query: (paypalEmail) => ({
        url: 'dashboard_new/link_paypal_account',
        method: 'POST',
        body: { paypal_email: paypalEmail },
        schema: firstItem(paypalLinkedSchema),
      }),
      transformResponse: withMessage<PaypalLinked>,
      onQueryStarted: (_email, { dispatch, queryFulfilled }) =>
        showLinked(queryFulfilled, (linked) =>
          dispatch(
            inviteApi.util.updateQueryData('affiliateSummary', undefined, (summary) => {
              Object.assign(summary, linked);
            }),
          ),
        ),
      invalidatesTags: ['Affiliate', 'User'],
    }),
    linkBank: build.mutation<Linked<BankLinked>, BankForm>({
      query: (body) => ({
        url: 'dashboard_new/link_bank_account',
        method: 'POST',
        body,
        schema: firstItem(bankLinkedSchema),
      }),
      transformResponse: withMessage<BankLinked>,
      onQueryStarted: (_form, { dispatch, queryFulfilled }) =>
        showLinked(queryFulfilled, (linked) =>
          dispatch(
            inviteApi.util.updateQueryData('affiliateSummary', undefined, (summary) => {
              Object.assign(summary, linked);
            }),
          ),
        ),
      invalidatesTags: ['Affiliate', 'User'],
    }),
    /** A visitor opened a referral link: the inviter's first name for the welcome. */
    inviter: build.query<{ first_name: string }, { code: string; landing: string }>({
      query: ({ code, landing }) => ({
        url: 'frontend/affiliate_analytics',
        method: 'POST',
        auth: 'none',
        body: { refer_code: code, landing_page: landing },
        schema: inviterSchema,
      }),
    }),
  }),
});

export const {
  useAffiliateSummaryQuery,
  useAffiliateHistoryQuery,
  useInviteFriendsMutation,
  useLinkPaypalMutation,
  useLinkBankMutation,
  useInviterQuery,
} = inviteApi;
