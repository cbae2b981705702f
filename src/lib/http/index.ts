export { http, callApi, toApiError } from './client';
export type { CallOptions } from './client';
export {
  ApiError,
  openEnvelope,
  readData,
  isSuccess,
  UNAUTHORIZED_MESSAGE,
  ACCESS_DENIED_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
} from './envelope';
export { authFailureAction } from './authErrors';
export type { AuthKind } from './authErrors';
