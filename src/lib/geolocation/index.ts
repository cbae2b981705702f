export type { LocationProblem, Position } from './position';
export { useBrowserPosition } from './useBrowserPosition';
