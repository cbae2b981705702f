export { ordinal, ordinalSuffix } from './ordinal';
export { currencySymbol, formatPrice, roundPrice, CURRENCY_SYMBOLS } from './money';
export {
  notificationTime,
  relativeTime,
  fromServerTime,
  parseServerTime,
  messageTime,
} from './dates';
