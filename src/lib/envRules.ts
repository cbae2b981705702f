/**
 * Rules of the build-time configuration, shared by the app (start-up errors in the console) and
 * the build (vite.config.ts fails or warns). Pure: reads a record of VITE_ variables.
 */
export type EnvVars = Record<string, string | undefined>;

/** The realtime key the mock backend uses; a real-API build must never ship it. */
export const DEV_SOCKET_SECRET = 'dev-socket-secret';

export interface ConfigProblems {
  /** The build must stop. */
  errors: string[];
  /** The build goes on, and the app says so where it matters. */
  warnings: string[];
}

export const SOCKET_SECRET_MISSING =
  'VITE_SOCKET_SECRET is not set: a build with a real API (VITE_API_BASE_URL) needs the realtime key of its server. ' +
  'It is public by nature (anyone can read it in the browser bundle), so the server must not rely on it for authorisation.';
export const SOCKET_URL_MISSING =
  'VITE_SOCKET_URL is not set: with a real API (VITE_API_BASE_URL) there is no realtime server, so chat, notifications and live updates will not connect.';
export const PAYMENT_KEY_MISSING =
  'Neither VITE_RECURLY_PUBLIC_KEY nor VITE_STRIPE_PUBLISHABLE_KEY is set: with a real API (VITE_API_BASE_URL) the payment screens will say that card payment is not configured.';

function isSet(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** What is wrong with a configuration. The mock backend (no VITE_API_BASE_URL) needs nothing. */
export function configProblems(vars: EnvVars): ConfigProblems {
  const problems: ConfigProblems = { errors: [], warnings: [] };
  if (!isSet(vars.VITE_API_BASE_URL)) return problems;
  const secret = vars.VITE_SOCKET_SECRET;
  if (!isSet(secret) || secret.trim() === DEV_SOCKET_SECRET)
    problems.errors.push(SOCKET_SECRET_MISSING);
  if (!isSet(vars.VITE_SOCKET_URL)) problems.warnings.push(SOCKET_URL_MISSING);
  if (!isSet(vars.VITE_RECURLY_PUBLIC_KEY) && !isSet(vars.VITE_STRIPE_PUBLISHABLE_KEY))
    problems.warnings.push(PAYMENT_KEY_MISSING);
  return problems;
}
