import { customerGroup } from '@brigade/domain/schemas/groups';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /groups/:id: the group with its current version (reload after a conflict). */
export function getGroup(id: number) {
  return apiRequest(`/groups/${id}`, { schema: customerGroup });
}
