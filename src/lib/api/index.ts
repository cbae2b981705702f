export { api } from './api';
export { axiosBaseQuery } from './baseQuery';
export type { ApiRequest, ApiFailure } from './baseQuery';
