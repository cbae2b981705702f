/** Public surface of the user area for other features. */
export { selectIsStaff, selectProfile, selectUserStatus } from './slice';
export { useSetPinScreenMutation } from './api';
export { fullName } from './model';
export {
  activityLevelNumber,
  ageBucketNumber,
  genderNumber,
  trimesterNumber,
  weightGoalNumber,
} from './profileNumbers';
