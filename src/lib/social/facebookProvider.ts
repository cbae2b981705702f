import { env } from '../env';
import {
  SOCIAL_CANCELLED_MESSAGE,
  SocialSignInError,
  type SocialLoginResult,
  type SocialProvider,
} from './types';

/** The parts of Facebook's JavaScript SDK this provider uses. */
interface FacebookSdk {
  init(options: { appId: string; cookie: boolean; xfbml: boolean; version: string }): void;
  login(
    callback: (response: {
      status?: string;
      authResponse?: { accessToken?: string; userID?: string } | null;
    }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (response: {
      id?: string;
      name?: string;
      email?: string;
      picture?: { data?: { url?: string } };
      error?: { message?: string };
    }) => void,
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const SDK_URL = 'https://connect.facebook.net/en_GB/sdk.js';
const GRAPH_VERSION = 'v19.0';
const LOAD_FAILED = 'Facebook could not be reached. Please try again.';

let sdk: Promise<FacebookSdk> | null = null;

/** Facebook's SDK, added to the page on the first press of the button, with the public app id. */
function loadSdk(): Promise<FacebookSdk> {
  sdk ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      if (!window.FB) return reject(new SocialSignInError('provider', LOAD_FAILED));
      window.FB.init({
        appId: env.facebookAppId,
        cookie: false,
        xfbml: false,
        version: GRAPH_VERSION,
      });
      resolve(window.FB);
    };
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      sdk = null;
      script.remove();
      reject(new SocialSignInError('provider', LOAD_FAILED));
    };
    document.head.append(script);
  });
  return sdk;
}

/** Facebook: its login window, then the graph call for id, name, email and picture. */
export const facebookProvider: SocialProvider = {
  name: 'facebook',
  async signIn(): Promise<SocialLoginResult> {
    const FB = await loadSdk();
    const accessToken = await new Promise<string>((resolve, reject) => {
      FB.login(
        (response) => {
          const token = response.authResponse?.accessToken;
          if (response.status === 'connected' && token) resolve(token);
          else reject(new SocialSignInError('cancelled', SOCIAL_CANCELLED_MESSAGE));
        },
        { scope: 'public_profile,email' },
      );
    });
    return new Promise<SocialLoginResult>((resolve, reject) => {
      FB.api('/me', { fields: 'id,name,email,picture.width(200).height(200)' }, (me) => {
        if (me.error || !me.id) {
          reject(new SocialSignInError('provider', me.error?.message || LOAD_FAILED));
          return;
        }
        resolve({
          id: me.id,
          name: me.name ?? '',
          email: me.email ?? '',
          picture: me.picture?.data?.url ?? '',
          accessToken,
        });
      });
    });
  },
};
