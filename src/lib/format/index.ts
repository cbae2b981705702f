export { ordinal } from './ordinal';
export { notificationTime, relativeTime, fromServerTime, messageTime } from './dates';
export { dateAndTime } from './days';
export { mediaLength, minutesLength } from './duration';
