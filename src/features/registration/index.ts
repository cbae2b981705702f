/** Public surface of the registration area for other features. */
export { paywallPlans } from './paywall';
