export { useFileChoice } from './useFileChoice';
