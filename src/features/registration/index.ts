/** Public surface of the registration area for other features. */
export { paywallPlans } from './paywall';
// Coach registration (/rwl-coacho-reg1..3) checks its fields by the same rules and shows the same bar.
export {
  COACH_REGISTRATION_STEPS,
  MIN_PASSWORD_LENGTH,
  validateEmailField,
  validatePhone,
} from './model';
export { ProgressBar } from './components/ProgressBar';
