export { ordinal } from './ordinal';
export { relativeTime, messageTime } from './dates';
export { dateAndTime } from './days';
export { mediaLength, minutesLength } from './duration';
