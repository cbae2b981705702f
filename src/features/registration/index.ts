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
