export { api, serverDataHydrated } from './api';
export { axiosBaseQuery } from './baseQuery';
export type { ApiFailure } from './baseQuery';
