import type { CustomerGroup } from '@brigade/domain/schemas/groups';
import type { GroupWithCount } from './repository.ts';

export function toGroup(row: GroupWithCount): CustomerGroup {
  return {
    group_id: row.group.groupId,
    name: row.group.name,
    description: row.group.description,
    member_count: Number(row.memberCount),
    version: row.group.version,
    updated_at: row.group.updatedAt.toISOString(),
  };
}
