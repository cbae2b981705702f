export { http, callApi, toApiError } from './client';
export { ApiError, openEnvelope, readData, GENERIC_FAILURE_MESSAGE } from './envelope';
export type { AuthKind } from './authErrors';
