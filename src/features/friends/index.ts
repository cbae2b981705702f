/**
 * Friends: what other parts of the app may use. Importing it loads the friends calls, so it is
 * imported only by code that loads when needed (the community's mention suggestions, on the
 * first "@name").
 */
export { useSearchPeopleQuery } from './api';
