import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { toApiError } from '../http';
import { apiRequest, type ApiRequest } from './request';

export type { ApiRequest };

export interface ApiFailure {
  message: string;
  kind: 'server' | 'network' | 'parse';
  data?: unknown;
  /** The HTTP status of a reply that was not 2xx (404: the server has no such thing). */
  httpStatus?: number;
}

/** RTK Query base query over the shared request helper (axios instance, envelope, schema). */
export const axiosBaseQuery: BaseQueryFn<
  ApiRequest,
  unknown,
  ApiFailure,
  object,
  { message: string }
> = async (request, { signal }) => {
  try {
    const { data, message } = await apiRequest(request, signal);
    return { data, meta: { message } };
  } catch (error) {
    const failure = toApiError(error);
    return {
      error: {
        message: failure.message,
        kind: failure.kind,
        data: failure.data,
        ...(failure.httpStatus === undefined ? {} : { httpStatus: failure.httpStatus }),
      },
    };
  }
};
