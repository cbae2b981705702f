/** Public surface of the onboarding tour: the tour itself, loaded when it is due. */
export const loadTour = () => import('./Tour');
