export { authSession } from './session';
export { useAuthSnapshot } from './useAuthSnapshot';
export { onAuthChanged } from './changes';
