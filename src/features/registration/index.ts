/** Public surface of the registration area for other features. */
export { paywallPlans } from './paywall';
export {
  ACTIVITY_CHOICES,
  AGE_CHOICES,
  GENDER_CHOICES,
  TRIMESTER_CHOICES,
  UNIT_CHOICES,
  WEIGHT_GOAL_CHOICES,
} from './model';
// Coach registration (/rwl-coacho-reg1..3) checks its fields by the same rules and shows the same bar.
export {
  COACH_REGISTRATION_STEPS,
  MIN_PASSWORD_LENGTH,
  validateEmailField,
  validatePhone,
} from './model';
export { ProgressBar } from './components/ProgressBar';
