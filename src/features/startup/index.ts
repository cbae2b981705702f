/** Start-up services other areas may call. */
export { uploadSavedCalorieData } from './calorieData';
/** The member area's services (realtime popups and the tour), loaded with the member shell. */
export const loadMemberServices = () =>
  import('./MemberServices').then((module) => ({ default: module.MemberServices }));
