/** Public surface of the programmes area: progress rules and the folder details query. */
export { programmesApi } from './api';
export type { Programme } from './model';
