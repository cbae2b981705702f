/**
 * The consent area's public surface: the footer's Cookie settings button. The consent-gated
 * tracking it switches on (page views, click records, conversions, pixels) is lib/analytics.
 */
export { CookieSettingsButton } from './CookieSettingsButton';
