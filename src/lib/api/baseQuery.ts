import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ZodMiniType } from 'zod/mini';
import { callApi, readData, toApiError, type AuthKind } from '../http';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number>;
  auth?: AuthKind;
  /** The reply's data is checked against this schema at the edge. */
  schema?: ZodMiniType<unknown>;
}

export interface ApiFailure {
  message: string;
  kind: 'server' | 'network' | 'parse';
  data?: unknown;
}

/** RTK Query base query over the one axios instance and the reply envelope. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure, object, { message: string }> =
  async (request, { signal }) => {
    try {
      const { data, message } = await callApi(request.url, request.body, {
        method: request.method,
        params: request.params,
        auth: request.auth,
        signal,
      });
      const checked = request.schema ? readData(request.schema, data) : data;
      return { data: checked, meta: { message } };
    } catch (error) {
      const failure = toApiError(error);
      return { error: { message: failure.message, kind: failure.kind, data: failure.data } };
    }
  };
