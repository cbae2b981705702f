/**
 * The consent area's public surface: the footer's Cookie settings button and the banner's mount
 * (every page has it: the app's root layout, a served landing page). The consent-gated
 * tracking it switches on (page views, click records, conversions, pixels) is lib/analytics.
 */
export { CookieSettingsButton } from './CookieSettingsButton';
export { ConsentMount } from './ConsentMount';
