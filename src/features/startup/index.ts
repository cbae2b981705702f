/** Start-up services other areas may call. */
export { uploadSavedCalorieData } from './calorieData';
