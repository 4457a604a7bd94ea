import { errorBody } from '@brigade/domain/schemas/common';
import { z } from 'zod';

/** The error responses a route can give, for its OpenAPI entry (all share one error body). */
export function errorResponses<const S extends readonly (400 | 401 | 403 | 404 | 409 | 422 | 429 | 503)[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBody } {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };
}

/** 204 No Content, documented. */
export const noContent = z.null().describe('No content');
