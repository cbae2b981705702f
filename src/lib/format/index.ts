export { ordinal } from './ordinal';
export { notificationTime, relativeTime, fromServerTime, messageTime } from './dates';
export { mediaLength, minutesLength } from './duration';
