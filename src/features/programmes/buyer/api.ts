import { api } from '@/lib/api';
import { emailCheckBody, unregisteredBuyerBody } from '@/lib/validation/bodies/purchase';
import {
  buyerRegisterReply,
  memberReply,
  publicProgrammeSchema,
  unregisteredUserSchema,
  type BuyerForm,
  type PublicProgramme,
  type UnregisteredUser,
} from './model';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PublicProgramme', 'Buyer'] });

/**
 * A programme bought without an account: the public page (with the buyer token, so a programme
 * the visitor bought opens), the email check and the unregistered user (auth_un), the buyer's
 * record and the password that makes them a member (user_un).
 */
export const buyerApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getPublicProgramme: build.query<PublicProgramme, number>({
      query: (folderId) => ({
        url: 'frontend/program',
        method: 'POST',
        body: { folder_id: folderId },
        auth: 'buyer',
        schema: publicProgrammeSchema,
      }),
      providesTags: (_result, _error, folderId) => [{ type: 'PublicProgramme', id: folderId }],
    }),
    getBuyer: build.query<UnregisteredUser, void>({
      query: () => ({
        url: 'user_un/check',
        method: 'POST',
        body: {},
        auth: 'buyer',
        schema: unregisteredUserSchema,
      }),
      providesTags: ['Buyer'],
    }),
    checkBuyerEmail: build.mutation<unknown, string>({
      query: (email) => ({
        url: 'auth_un/check_email',
        method: 'POST',
        body: { email: email.trim() },
        auth: 'none',
        bodySchema: emailCheckBody,
      }),
    }),
    registerBuyer: build.mutation<
      { api_token: string; un_user_id: string },
      BuyerForm & { folder_id: number }
    >({
      query: (form) => ({
        url: 'auth_un/register',
        method: 'POST',
        body: {
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          email: form.email.trim(),
          folder_id: form.folder_id,
        },
        auth: 'none',
        bodySchema: unregisteredBuyerBody,
        schema: buyerRegisterReply,
      }),
    }),
    setBuyerPassword: build.mutation<{ api_token: string; user_id: string }, string>({
      query: (password) => ({
        url: 'user_un/set_password',
        method: 'POST',
        body: { password },
        auth: 'buyer',
        schema: memberReply,
      }),
    }),
  }),
});

export const {
  useGetPublicProgrammeQuery,
  useGetBuyerQuery,
  useCheckBuyerEmailMutation,
  useRegisterBuyerMutation,
  useSetBuyerPasswordMutation,
} = buyerApi;
