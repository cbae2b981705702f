/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_FOOD_SOCKET_URL?: string;
  readonly VITE_ENV?: string;
  readonly VITE_APP_IDENTIFIER?: string;
  readonly VITE_SOCKET_SECRET?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_RECURLY_PUBLIC_KEY?: string;
  readonly VITE_FACEBOOK_APP_ID?: string;
  readonly VITEST?: string;
}

interface Window {
  /** Mock mode only: starts the mock backend (window.__mock) without waiting for a call. */
  __startMock?: () => Promise<void>;
  /** Mock mode, for the journeys (app/start.tsx): stop the app in this page, start it again at a path. */
  __stopApp?: () => Promise<void>;
  __restartApp?: (path: string) => Promise<void>;
}
