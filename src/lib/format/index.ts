export { ordinal } from './ordinal';
export { notificationTime, relativeTime, fromServerTime, messageTime } from './dates';
export { dateAndTime, shortDateTime } from './days';
export { mediaLength, minutesLength } from './duration';
