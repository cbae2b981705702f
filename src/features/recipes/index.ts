/** Recipes: what other features may use (meal plans add to the planner and shopping lists the same way). */
export { AddToPlannerDialog } from './components/AddToPlannerDialog';
export { useAddDayToPlannerMutation } from './api';
export { MEAL_LABELS, mealTypeSchema } from './model';
