import { user } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /users/:id: one user (level 0), e.g. its current version after a 409. */
export function getUser(id: number, signal?: AbortSignal) {
  return apiRequest(`/users/${id}`, { schema: user, signal });
}
