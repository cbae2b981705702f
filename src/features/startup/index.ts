/** Start-up services other areas may call. */
export { getRegistrationLoadingTips, utmParams } from './loadingTips';
export type { LoadingTip } from './loadingTips';
export { uploadSavedCalorieData } from './calorieData';
