/** Recipes: what other features may use (meal plans add to the planner and shopping lists the same way). */
export { AddToShoppingListDialog } from './components/AddToShoppingListDialog';
export { AddToPlannerDialog } from './components/AddToPlannerDialog';
export { useAddDayToPlannerMutation } from './api';
export { ingredientLine, MEAL_LABELS, MEAL_TYPES, mealTypeSchema, type MealType } from './model';
