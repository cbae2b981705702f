/**
 * "Continue with Facebook": the provider's sign-in (lib/social), then the server's answer. Loaded
 * on the button's press only, with the provider, the request helper and the reply schemas.
 */
import { apiRequest } from '@/lib/api/request';
import { authSession } from '@/lib/auth';
import { getSocialProvider } from '@/lib/social/provider';
import { SocialSignInError, type SocialLoginResult } from '@/lib/social/types';
import { socialLinkBody, socialLoginBody } from '@/lib/validation/bodies/social';
import { pinnedStartPage } from '../authService';
import { socialLoginReply } from '../replies';
import { clearPendingLink } from './pendingLink';

export type SocialOutcome =
  | { kind: 'signed-in'; startPage: string }
  | { kind: 'link'; result: SocialLoginResult; email: string; message: string };

function socialBody(result: SocialLoginResult) {
  return {
    provider: 'facebook' as const,
    id: result.id,
    name: result.name.trim(),
    email: result.email.trim(),
    picture: result.picture,
    access_token: result.accessToken,
  };
}

function signedIn(apiToken: string, userId: string, pin: unknown): SocialOutcome {
  clearPendingLink();
  authSession.clearRegistration();
  authSession.saveMember(apiToken, userId);
  // A remembered page wins; otherwise a member with a pinned page lands on it.
  return {
    kind: 'signed-in',
    startPage: authSession.takeRedirect() || pinnedStartPage(pin) || '/home',
  };
}

/** Signs in with the provider: a member's session, or the password step of account linking. */
export async function continueWithSocial(): Promise<SocialOutcome> {
  const provider = await getSocialProvider();
  const result = await provider.signIn();
  const { data, message } = await apiRequest({
    url: 'auth/social_login',
    method: 'POST',
    body: socialBody(result),
    bodySchema: socialLoginBody,
    auth: 'none',
    schema: socialLoginReply,
  });
  if (data.link_required === 1) return { kind: 'link', result, email: data.email, message };
  return signedIn(data.api_token, data.user_id, data.pin_screen);
}

/** Links the provider to the account registered with the email, with that account's password. */
export async function linkSocial(
  result: SocialLoginResult,
  password: string,
): Promise<SocialOutcome> {
  const { data } = await apiRequest({
    url: 'auth/social_link',
    method: 'POST',
    body: { ...socialBody(result), password },
    bodySchema: socialLinkBody,
    auth: 'none',
    schema: socialLoginReply,
  });
  if (data.link_required === 1)
    throw new Error('Your account could not be linked. Please try again.');
  return signedIn(data.api_token, data.user_id, data.pin_screen);
}

/** The person closed or refused the provider's window: nothing to tell them. */
export function wasCancelled(error: unknown): boolean {
  return error instanceof SocialSignInError && error.kind === 'cancelled';
}
