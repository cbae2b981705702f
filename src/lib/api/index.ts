export { api, serverDataHydrated } from './api';
export { axiosBaseQuery } from './baseQuery';
export type { ApiRequest, ApiFailure } from './baseQuery';
