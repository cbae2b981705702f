/** Consent-gated tracking other areas call (click records, conversion events). */
export { recordClick, trackConversion, conversionValue } from './tracking';
export type { ClickRecord } from './tracking';
