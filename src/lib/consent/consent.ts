import Cookies from 'js-cookie';

/** Consent cookies of spec 1 §4; they hold 'true' or 'false' and last 30 days. */
export const CONSENT_COOKIES = {
  accepted: 'cookie_consent_user_accepted',
  level: 'cookie_consent_level',
  newAccepted: 'new_cookie_consent_user_accepted',
  newLevel: 'new_cookie_consent_level',
} as const;

export const CONSENT_DAYS = 30;

export interface ConsentLevel {
  'strictly-necessary': boolean;
  functionality: boolean;
  tracking: boolean;
  targeting: boolean;
}

export function readConsentLevel(): ConsentLevel | null {
  const raw = Cookies.get(CONSENT_COOKIES.level) ?? Cookies.get(CONSENT_COOKIES.newLevel);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ConsentLevel;
  } catch {
    return null;
  }
}

export function hasConsentDecision(): boolean {
  return (
    Cookies.get(CONSENT_COOKIES.accepted) !== undefined ||
    Cookies.get(CONSENT_COOKIES.newAccepted) !== undefined
  );
}

/** Tracking runs only when both tracking and targeting consent are true. */
export function trackingAllowed(): boolean {
  const level = readConsentLevel();
  return Boolean(level?.tracking && level.targeting);
}

export function saveConsent(accepted: boolean): void {
  const level: ConsentLevel = {
    'strictly-necessary': true,
    functionality: true,
    tracking: accepted,
    targeting: accepted,
  };
  const options = { expires: CONSENT_DAYS, sameSite: 'Lax' as const };
  Cookies.set(CONSENT_COOKIES.accepted, String(accepted), options);
  Cookies.set(CONSENT_COOKIES.newAccepted, String(accepted), options);
  Cookies.set(CONSENT_COOKIES.level, JSON.stringify(level), options);
  Cookies.set(CONSENT_COOKIES.newLevel, JSON.stringify(level), options);
}

const choiceRequests = new Set<() => void>();

/** Asks for the cookie choice again (the "Cookie settings" link): the banner shows at once. */
export function requestConsentChoice(): void {
  choiceRequests.forEach((listener) => listener());
}

/** The banner's host listens here for a visitor who wants to change their choice. */
export function onConsentChoiceRequested(listener: () => void): () => void {
  choiceRequests.add(listener);
  return () => choiceRequests.delete(listener);
}
