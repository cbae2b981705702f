/** Public surface of the programmes area: progress rules and the folder details query. */
export { programmeProgress, weekProgress, progressText, NO_FOLDER_ACCESS } from './model';
export { programmesApi, useGetProgrammeQuery } from './api';
export type { Programme } from './model';
