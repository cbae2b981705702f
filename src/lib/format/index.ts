export { ordinal } from './ordinal';
export { notificationTime, relativeTime, fromServerTime, messageTime } from './dates';
