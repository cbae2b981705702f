export { ordinal } from './ordinal';
export { notificationTime, relativeTime, fromServerTime, messageTime } from './dates';
export { longDate, dayTitle, dateAndTime, shortDateTime } from './days';
export { mediaLength, minutesLength } from './duration';
export { formatPrice, formatOfferPrice, currencySymbol } from './money';
