/** Public surface of the user area for other features. */
export { selectIsStaff, selectProfile, selectUserError, selectUserStatus } from './slice';
export { profileReplaced, useSetPinScreenMutation } from './api';
export {
  fullName,
  isFitnessOnly,
  toUserProfile,
  userCheckReplySchema,
  type UserProfile,
  type UserProfileRecord,
} from './model';
export {
  activityLevelNumber,
  ageBucketNumber,
  genderNumber,
  trimesterNumber,
  weightGoalNumber,
} from './profileNumbers';
