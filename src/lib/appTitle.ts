/** The document title of a page that sets none; index.html carries the same (checked in appTitle.test.ts). */
export const APP_TITLE = 'RWL: home workouts, recipes and wellbeing';
