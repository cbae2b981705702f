export { storageKeys, REGISTRATION_LOGIN_COOKIE, LOGIN_COOKIE } from './keys';
export type { StorageKey } from './keys';
export { local, session } from './local';
